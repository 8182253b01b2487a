#!/usr/bin/env python3
"""Writes a deterministic year of CGM data for the import benchmark:

  DIR/year-entries.json   Nightscout entries (/api/v1/entries.json), newest
                          first as the API returns them, 5-minute sgv records
                          (365 x 288 = 105,120) with the usual uploader fields
  DIR/year-clarity.csv    Dexcom Clarity CSV export of the same readings, with
                          the patient/device preamble rows, EGV rows and a few
                          insulin rows a day
  DIR/year-plain.csv      the same readings as a plain `timestamp,glucose`
                          CSV (UTC ISO 8601 times, 2.6 MB): what iglu-python
                          and pandas read too (issue 34)
  DIR/decade-entries.json with --decade: ten years (3,650 days from 2016-01-01,
                          1,051,200 readings, about 330 MB) of the same entries,
                          for the archive's figures (issue 12)

Generated at bench time into a git-ignored folder (/bench-data/); never commit
the output. Usage: year_data.py DIR [--decade]
"""

import datetime
import json
import math
import os
import random
import sys

START = datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc)
DAYS = 365
DECADE_START = datetime.datetime(2016, 1, 1, tzinfo=datetime.timezone.utc)
DECADE_DAYS = 3650
STEP = 300  # seconds
DIRECTIONS = ["DoubleDown", "SingleDown", "FortyFiveDown", "Flat", "FortyFiveUp", "SingleUp", "DoubleUp"]


def readings(start=START, days=DAYS):
    """(time, mg/dL, direction) every five minutes for `days`, daily shape plus noise."""
    rng = random.Random(0xDA7A)
    previous = None
    drift = 0.0
    for slot in range(days * 86_400 // STEP):
        time = start + datetime.timedelta(seconds=slot * STEP)
        minute = time.hour * 60 + time.minute
        base = 115 + 25 * math.sin((minute - 300) / 1440 * 2 * math.pi)
        for meal, height in ((7.5 * 60, 90), (12.5 * 60, 70), (19 * 60, 100)):
            since = minute - meal
            if 0 <= since <= 240:
                base += height * since / 45 * math.exp(1 - since / 45)
        drift = drift * 0.9 + rng.gauss(0, 3)
        mgdl = max(40, min(400, round(base + drift)))
        rate = 0 if previous is None else (mgdl - previous) / 5
        direction = DIRECTIONS[max(0, min(6, round(rate) + 3))]
        previous = mgdl
        yield time, mgdl, direction


def write_entries(path, start=START, days=DAYS):
    with open(path, "w") as out:
        records = []
        for index, (time, mgdl, direction) in enumerate(readings(start, days)):
            millis = int(time.timestamp() * 1000)
            iso = time.strftime("%Y-%m-%dT%H:%M:%S.000Z")
            records.append(
                '{"_id":"%024x","device":"xDrip-DexcomG6","date":%d,"dateString":"%s","sgv":%d,'
                '"delta":0,"direction":"%s","type":"sgv","filtered":%d,"unfiltered":%d,"rssi":100,'
                '"noise":1,"sysTime":"%s","utcOffset":0,"mills":%d}'
                % (index, millis, iso, mgdl, direction, mgdl * 1000, mgdl * 1000 + 500, iso, millis))
        records.reverse()  # the API returns newest first
        out.write("[\n" + ",\n".join(records) + "\n]\n")


def write_clarity(path):
    header = ("Index,Timestamp (YYYY-MM-DDThh:mm:ss),Event Type,Event Subtype,Patient Info,Device Info,"
              "Source Device ID,Glucose Value (mg/dL),Insulin Value (u),Carb Value (grams),Duration (hh:mm:ss),"
              "Glucose Rate of Change (mg/dL/min),Transmitter Time (Long Integer),Transmitter ID\n")
    with open(path, "w") as out:
        out.write(header)
        out.write("1,,FirstName,,Bench,,,,,,,,,\n2,,LastName,,Mark,,,,,,,,,\n")
        out.write('3,,Device,,,"Dexcom G7, Mobile App",iOS G7,,,,,,,\n')
        index = 4
        for slot, (time, mgdl, _) in enumerate(readings()):
            stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
            value = "Low" if mgdl <= 40 else ("High" if mgdl >= 400 else str(mgdl))
            out.write(f"{index},{stamp},EGV,,,,iOS G7,{value},,,,,{slot * 300},8XY{slot // 2880:03d}\n")
            index += 1
            if time.minute == 0 and time.hour in (7, 12, 19):
                out.write(f"{index},{stamp},Insulin,Fast-Acting,,,iOS G7,,{4 + time.hour % 3},,,,,\n")
                index += 1


def write_plain(path):
    with open(path, "w") as out:
        out.write("timestamp,glucose\n")
        for time, mgdl, _ in readings():
            out.write(f"{time.strftime('%Y-%m-%dT%H:%M:%SZ')},{mgdl}\n")


def main():
    arguments = sys.argv[1:]
    decade = "--decade" in arguments
    if decade:
        arguments.remove("--decade")
    if len(arguments) != 1:
        sys.exit(__doc__)
    directory = arguments[0]
    os.makedirs(directory, exist_ok=True)
    write_entries(os.path.join(directory, "year-entries.json"))
    write_clarity(os.path.join(directory, "year-clarity.csv"))
    write_plain(os.path.join(directory, "year-plain.csv"))
    if decade:
        write_entries(os.path.join(directory, "decade-entries.json"), DECADE_START, DECADE_DAYS)


if __name__ == "__main__":
    main()

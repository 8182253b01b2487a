#!/usr/bin/env python3
"""A LibreLinkUp-shaped API on 127.0.0.1 for daybands' tests (the follower
app's API as nightscout-librelink-up, libre-link-up-api-client and
pylibrelinkup describe it).

  POST /llu/auth/login              {"email", "password"}, headers product:
                                    llu.android and version; answers the
                                    user id and an auth ticket, or status 2
                                    (wrong e-mail or password), 920 (version
                                    below --minimum), 429 with a lockout of
                                    300 s after 3 wrong passwords
  GET  /llu/connections             every patient followed, each with its
                                    current reading (glucoseMeasurement)
  GET  /llu/connections/{id}/graph  the patient's 12 h, every 15 minutes
Both GETs need Authorization: Bearer <token> and account-id: the lower-case
hex SHA-256 of the user id (else HTTP 401).

Patients (--patients N, default 2): Mia (patient-aaaa-1111) steady near 100
mg/dL, Leo (patient-bbbb-2222) falling, 62 mg/dL now, arrow 1 (falling);
then Ana, and from the fourth KidN (patient-NNNN), steady like Mia.
Readings end --age minutes ago (default 2).

Options: --email E --password P (default the tests' own), --minimum V
(default 4.16.0), --fault F (as fault=F below, from the start).
Control (not part of LibreLinkUp), GET /control?...:
  fault=redirect   the next login answers {"redirect": true, "region": "eu"}
  fault=html       every request answers a Cloudflare block page (HTTP 403)
  fault=expire     the token held is forgotten (the next GET is a 401)
  fault=none       clear
  fault=F          one of the faults below, on every request until cleared
  log              the requests so far, as JSON: [method, path, headers]
Faults of every request, the login's too (loopback.py's):
{transport}
Faults of the login:
  redirect-unknown every login answers a redirect to region "xx.example.com"
  redirect-always  every login answers a redirect to region "eu"
  terms            status 4, a terms-of-use step (with a short-lived ticket)
  locked           status 429, locked for 300 s (code 60)
  refused          status 2, as for a wrong password
Faults of the answers' data (the connections' and the graph's):
  object           "data" an object where a list is due, and graphData too
  strings          ValueInMgPerDl and TrendArrow as strings ("62")
  nulls            ValueInMgPerDl, FactoryTimestamp and the names null
  empty            no connections; a graph without points
  huge             ValueInMgPerDl 1e308
  nan              ValueInMgPerDl NaN (not JSON, as Python writes it)
  negative, zero, absurd
                   ValueInMgPerDl -40, 0 or 10000
  future, past     FactoryTimestamp a year ahead, or in 1999
  locale           FactoryTimestamp as de-DE writes it ("4.12.2026 13:05:09")
  clock24          FactoryTimestamp in 24 hours without AM/PM ("12/4/2026 13:05:09")
  iso              FactoryTimestamp as ISO 8601 ("2026-12-04T13:05:09Z")
  dayfirst         FactoryTimestamp day first ("4/12/2026 1:05:09 PM": read
                   month first, April; from the 13th of a month, unreadable)
  duplicates       every graph point twice
  shuffled         the graph's points in no order
Prints `PORT <n>`; exits when its standard input closes or after 5 minutes.
"""

import argparse
import hashlib
import json
import random
import threading
import time
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler

import loopback

USER_ID = "user-0f1e2d3c-aaaa"
TOKEN_PREFIX = "lluTOKEN-5e8d1c"
PATIENTS = [("patient-aaaa-1111", "Mia", "Lind"), ("patient-bbbb-2222", "Leo", "Lind"), ("patient-cccc-3333", "Ana", "Lind")]


def stamp(seconds):
    moment = datetime.fromtimestamp(seconds, timezone.utc)
    hour = moment.hour % 12 or 12
    return "%d/%d/%d %d:%02d:%02d %s" % (moment.month, moment.day, moment.year, hour, moment.minute, moment.second,
                                         "AM" if moment.hour < 12 else "PM")


# What the data faults write for FactoryTimestamp.
STAMPS = {"locale": lambda m: "%d.%d.%d %d:%02d:%02d" % (m.day, m.month, m.year, m.hour, m.minute, m.second),
          "clock24": lambda m: "%d/%d/%d %d:%02d:%02d" % (m.month, m.day, m.year, m.hour, m.minute, m.second),
          "iso": lambda m: m.strftime("%Y-%m-%dT%H:%M:%SZ"),
          "dayfirst": lambda m: "%d/%d/%d %d:%02d:%02d %s" % (m.day, m.month, m.year, m.hour % 12 or 12, m.minute, m.second,
                                                              "AM" if m.hour < 12 else "PM")}
VALUES = {"huge": 1e308, "nan": float("nan"), "negative": -40, "zero": 0, "absurd": 10000}


def version_tuple(text):
    try:
        return tuple(int(part) for part in text.split("."))
    except ValueError:
        return (0,)


class Service:
    def __init__(self, options):
        self.options = options
        self.lock = threading.Lock()
        self.fault = options.fault
        self.failures = 0
        self.locked_until = 0
        self.tokens = set()
        self.log = []
        self.newest = (time.time() - options.age * 60) // 60 * 60

    def value(self, index, seconds):
        minutes_before = (self.newest - seconds) / 60
        if index == 1:
            return int(round(62 + min(minutes_before, 120) * 0.5))
        return 100 + (int(minutes_before) // 15) % 7

    def item(self, index, seconds, arrow=None):
        fault = self.fault
        value = VALUES.get(fault, self.value(index, seconds))
        seconds += {"future": 365 * 86400, "past": -(seconds - 930000000)}.get(fault, 0)
        factory = STAMPS[fault](datetime.fromtimestamp(seconds, timezone.utc)) if fault in STAMPS else stamp(seconds)
        item = {"FactoryTimestamp": factory, "Timestamp": stamp(seconds + 3600), "type": 0 if arrow is None else 1,
                "ValueInMgPerDl": value, "Value": value, "MeasurementColor": 1, "GlucoseUnits": 1,
                "isHigh": False, "isLow": False}
        if arrow is not None:
            item["TrendArrow"] = arrow
        if fault == "strings":
            item = {key: str(value) if isinstance(value, int) and not isinstance(value, bool) else value
                    for key, value in item.items()}
        if fault == "nulls":
            item.update({"ValueInMgPerDl": None, "FactoryTimestamp": None, "TrendArrow": None})
        return item

    def current(self, index):
        return self.item(index, self.newest, arrow=1 if index == 1 else 3)

    def connection(self, index):
        patient, first, last = PATIENTS[index]
        if self.fault == "nulls":
            first, last = None, None
        return {"id": "conn-%d" % index, "patientId": patient, "firstName": first, "lastName": last,
                "glucoseMeasurement": self.current(index), "glucoseItem": self.current(index)}

    def connections(self):
        found = [self.connection(index) for index in range(self.options.patients)]
        return {} if self.fault == "object" else [] if self.fault == "empty" else found

    def graph(self, index):
        start = self.newest - 12 * 3600
        points = [self.item(index, start + step * 900) for step in range(48) if start + step * 900 < self.newest - 60]
        if self.fault == "duplicates":
            points = [point for point in points for _ in range(2)]
        if self.fault == "shuffled":
            random.Random(7).shuffle(points)
        points = {} if self.fault == "object" else [] if self.fault == "empty" else points
        return {"connection": self.connection(index), "activeSensors": [], "graphData": points}


class Handler(BaseHTTPRequestHandler):
    service = None

    def log_message(self, *args):
        pass

    def answer(self, status, body, content_type="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        if not self.path.startswith("/control") and loopback.transport_fault(self, self.service.fault, data):
            return
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def record(self, method):
        headers = {name.lower(): value for name, value in self.headers.items()}
        with self.service.lock:
            self.service.log.append([method, self.path, headers])
        return headers

    def blocked(self):
        if loopback.transport_fault(self, self.service.fault):
            return True
        if self.service.fault == "html":
            self.answer(403, b"<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head>"
                             b"<body>Sorry, you have been blocked</body></html>", "text/html; charset=UTF-8")
            return True
        return False

    def do_POST(self):
        headers = self.record("POST")
        length = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(length) or b"{}")
        service = self.service
        if self.blocked():
            return
        if self.path != "/llu/auth/login":
            return self.answer(404, {"status": 404})
        if headers.get("product") != "llu.android":
            return self.answer(200, {"status": 400, "error": {"message": "product"}})
        if version_tuple(headers.get("version", "")) < version_tuple(service.options.minimum):
            return self.answer(200, {"status": 920, "data": {"minimumVersion": service.options.minimum}})
        with service.lock:
            if time.time() < service.locked_until:
                return self.answer(200, {"status": 429, "data": {"code": 60, "data": {"failures": 3, "interval": 60,
                                                                                      "lockout": 300}, "message": "locked"}})
            if service.fault == "redirect":
                service.fault = None
                return self.answer(200, {"status": 0, "data": {"redirect": True, "region": "eu"}})
            if service.fault in ("redirect-unknown", "redirect-always"):
                region = "eu" if service.fault == "redirect-always" else "xx.example.com"
                return self.answer(200, {"status": 0, "data": {"redirect": True, "region": region}})
            if service.fault == "terms":
                return self.answer(200, {"status": 4, "data": {
                    "step": {"type": "tou", "componentName": "AcceptDocument", "props": {"reaccept": True, "type": "tou"}},
                    "user": {"accountType": "pat", "country": "DE"},
                    "authTicket": {"token": TOKEN_PREFIX + "-step", "expires": int(time.time()) + 3600, "duration": 3600000}}})
            if service.fault == "locked":
                return self.answer(200, {"status": 429, "data": {"code": 60, "data": {"failures": 3, "interval": 60,
                                                                                      "lockout": 300}, "message": "locked"}})
            if service.fault == "refused":
                return self.answer(200, {"status": 2, "error": {"message": "notAuthenticated"}})
            if body.get("email") != service.options.email or body.get("password") != service.options.password:
                service.failures += 1
                if service.failures >= 3:
                    service.locked_until = time.time() + 300
                return self.answer(200, {"status": 2, "error": {"message": "notAuthenticated"}})
            token = "%s-%d" % (TOKEN_PREFIX, len(service.tokens))
            service.tokens.add(token)
        self.answer(200, {"status": 0, "data": {"user": {"id": USER_ID, "firstName": "Parent", "email": body["email"]},
                                                 "authTicket": {"token": token, "expires": int(time.time()) + 3600,
                                                                "duration": 3600000}}})

    def do_GET(self):
        service = self.service
        path = self.path.split("?")[0]
        if path == "/control":
            query = dict(part.split("=", 1) if "=" in part else (part, "") for part in self.path.split("?", 1)[1].split("&"))
            with service.lock:
                if "fault" in query:
                    if query["fault"] == "expire":
                        service.tokens.clear()
                    else:
                        service.fault = None if query["fault"] == "none" else query["fault"]
                log = list(service.log)
            return self.answer(200, log if "log" in query else {"ok": True})
        headers = self.record("GET")
        if self.blocked():
            return
        token = headers.get("authorization", "")[len("Bearer "):]
        if token not in service.tokens or headers.get("account-id") != hashlib.sha256(USER_ID.encode()).hexdigest() \
                or headers.get("product") != "llu.android":
            return self.answer(401, {"message": "unauthorized"})
        count = service.options.patients
        if path == "/llu/connections":
            return self.answer(200, {"status": 0, "data": service.connections()})
        for index in range(count):
            if path == "/llu/connections/%s/graph" % PATIENTS[index][0]:
                return self.answer(200, {"status": 0, "data": service.graph(index)})
        self.answer(404, {"status": 404})


def main():
    parser = argparse.ArgumentParser(description=__doc__.replace("{transport}", loopback.TRANSPORT_FAULTS),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--email", default="parent@example.com")
    parser.add_argument("--password", default="lluPASS-9b7c3e21")
    parser.add_argument("--minimum", default="4.16.0")
    parser.add_argument("--patients", type=int, default=2)
    parser.add_argument("--age", type=float, default=2)
    parser.add_argument("--fault")
    options = parser.parse_args()
    # More than three: an account a server lists thousands of people for.
    PATIENTS.extend(("patient-%04d" % index, "Kid%d" % index, "Lind") for index in range(len(PATIENTS), options.patients))
    Handler.service = Service(options)
    loopback.serve(Handler)


if __name__ == "__main__":
    main()

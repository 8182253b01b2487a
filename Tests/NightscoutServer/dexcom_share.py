#!/usr/bin/env python3
"""A Dexcom Share-shaped API on 127.0.0.1 for daybands' tests (as pydexcom
describes it), under /ShareWebServices/Services/:

  POST General/AuthenticatePublisherAccount  {"accountName", "password",
       "applicationId"} -> "account id" (a JSON string), or HTTP 500
       {"Code": "AccountPasswordInvalid"} for a wrong password
  POST General/LoginPublisherAccountById     {"accountId", "password",
       "applicationId"} -> "session id"
  POST Publisher/ReadPublisherLatestGlucoseValues?sessionId=&minutes=&maxCount=
       -> [{"WT": "Date(ms)", "ST": "Date(ms)", "DT": "Date(ms-0500)",
       "Value": v, "Trend": "Flat"}...] newest first, every 5 minutes for
       the last day; HTTP 500 {"Code": "SessionIdNotFound"} for a session it
       does not hold, {"Code": "InvalidArgument"} for minutes over 1440 or
       maxCount over 288.
Readings: 180 mg/dL falling 2 a reading to the newest, --age minutes ago
(default 3), 'SingleDown' on the newest.

Options: --account A --password P (default the tests' own), --fault F
(as fault=F below, from the start).
Control (not part of Share), GET /control?...:
  expire   the sessions held are forgotten
  log      the requests so far, as JSON: [path, query, body]
  fault=F  one of the faults below, on every request until fault=none
Faults of every request, the logins' too (loopback.py's):
{transport}
Faults of the logins:
  null-session     LoginPublisherAccountById answers the all-zero id
  null-account     AuthenticatePublisherAccount answers the all-zero id
  refused          HTTP 500 {"Code": "AccountPasswordInvalid"}
  max-attempts     HTTP 500 {"Code": "SSO_AuthenticateMaxAttemptsExceeded"}
  sso-refused      HTTP 500 {"Code": "SSO_InternalError", "Message": "Cannot
                   Authenticate by AccountName ..."} (a wrong password, as
                   the SSO servers say it)
Faults of the readings:
  object           an object where the list is due
  strings          Value as a string ("80")
  nulls            Value, WT and Trend null
  empty            no readings
  huge             Value 1e308
  nan              Value NaN (not JSON, as Python writes it)
  negative, zero, absurd
                   Value -40, 0 or 10000
  future, past     the times a year ahead, or in 1999
  lastyear         the times a year ago (plausible, but not what Share keeps)
  slashed          WT as .NET writes it: "/Date(ms)/"
  offset           WT with an offset: "Date(ms+0100)"
  iso              WT as ISO 8601 ("2026-12-04T13:05:09")
  duplicates       every reading twice
  shuffled         the readings in no order
Prints `PORT <n>`; exits when its standard input closes or after 5 minutes.
"""

import argparse
import json
import random
import threading
import time
from http.server import BaseHTTPRequestHandler

import loopback
from urllib.parse import parse_qs, urlsplit

ACCOUNT_ID = "acct-4b1d9e77-0000"
SESSION_PREFIX = "dexSESSION-6a2f0b"
APPLICATION_ID = "d89443d2-327c-4a6f-89e5-496bbb0317db"
ROOT = "/ShareWebServices/Services/"


VALUES = {"huge": 1e308, "nan": float("nan"), "negative": -40, "zero": 0, "absurd": 10000}
NULL_ID = "00000000-0000-0000-0000-000000000000"


class Service:
    def __init__(self, options):
        self.options = options
        self.lock = threading.Lock()
        self.sessions = set()
        self.fault = options.fault
        self.log = []
        self.newest = int((time.time() - options.age * 60) // 60 * 60)

    def values(self, minutes, count):
        items = []
        for step in range(288):
            seconds = self.newest - step * 300
            if seconds < self.newest - minutes * 60 or len(items) >= count:
                break
            items.append(self.item(seconds, 80 + 2 * step if step < 50 else 180, "SingleDown" if step == 0 else "FortyFiveDown"))
        fault = self.fault
        if fault == "duplicates":
            items = [item for item in items for _ in range(2)]
        if fault == "shuffled":
            random.Random(7).shuffle(items)
        return {} if fault == "object" else [] if fault == "empty" else items

    def item(self, seconds, value, trend):
        fault = self.fault
        seconds += {"future": 365 * 86400, "past": -(seconds - 930000000), "lastyear": -365 * 86400}.get(fault, 0)
        ms = seconds * 1000
        wt = {"slashed": "/Date(%d)/" % ms, "offset": "Date(%d+0100)" % ms,
              "iso": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds))}.get(fault, "Date(%d)" % ms)
        item = {"WT": wt, "ST": "Date(%d)" % ms, "DT": "Date(%d-0500)" % ms, "Value": VALUES.get(fault, value), "Trend": trend}
        if fault == "strings":
            item["Value"] = str(value)
        if fault == "nulls":
            item.update({"Value": None, "WT": None, "Trend": None})
        return item


class Handler(BaseHTTPRequestHandler):
    service = None

    def log_message(self, *args):
        pass

    def answer(self, status, body):
        data = json.dumps(body).encode()
        if not self.path.startswith("/control") and loopback.transport_fault(self, self.service.fault, data):
            return
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def error(self, code, message):
        self.answer(500, {"Code": code, "Message": message, "SubCode": "", "TypeName": "FaultException"})

    def do_GET(self):
        service = self.service
        parts = urlsplit(self.path)
        if parts.path != "/control":
            return self.answer(404, {})
        with service.lock:
            if "expire" in parts.query:
                service.sessions.clear()
            fault = parse_qs(parts.query).get("fault")
            if fault:
                service.fault = None if fault[0] == "none" else fault[0]
            log = list(service.log)
        self.answer(200, log if "log" in parts.query else {"ok": True})

    def do_POST(self):
        service = self.service
        parts = urlsplit(self.path)
        query = {key: values[0] for key, values in parse_qs(parts.query).items()}
        length = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(length) or b"null")
        endpoint = parts.path[len(ROOT):] if parts.path.startswith(ROOT) else None
        with service.lock:
            service.log.append([endpoint, query, body])
        options = service.options
        fault = service.fault
        if loopback.transport_fault(self, fault):
            return
        if endpoint and endpoint.startswith("General/"):
            if fault == "refused":
                return self.error("AccountPasswordInvalid", "Publisher account password failed")
            if fault == "max-attempts":
                return self.error("SSO_AuthenticateMaxAttemptsExceeded", "Maximum authentication attempts exceeded")
            if fault == "sso-refused":
                return self.error("SSO_InternalError", "Cannot Authenticate by AccountName: %s" % body.get("accountName", ""))
            if fault == "null-account" and endpoint == "General/AuthenticatePublisherAccount":
                return self.answer(200, NULL_ID)
            if fault == "null-session" and endpoint == "General/LoginPublisherAccountById":
                return self.answer(200, NULL_ID)
        if endpoint == "General/AuthenticatePublisherAccount":
            if body.get("applicationId") != APPLICATION_ID:
                return self.error("InvalidArgument", "applicationId")
            if body.get("accountName") != options.account or body.get("password") != options.password:
                return self.error("AccountPasswordInvalid", "Publisher account password failed")
            return self.answer(200, ACCOUNT_ID)
        if endpoint == "General/LoginPublisherAccountById":
            if body.get("accountId") != ACCOUNT_ID or body.get("password") != options.password:
                return self.error("AccountPasswordInvalid", "Publisher account password failed")
            with service.lock:
                session = "%s-%d" % (SESSION_PREFIX, len(service.log))
                service.sessions.add(session)
            return self.answer(200, session)
        if endpoint == "Publisher/ReadPublisherLatestGlucoseValues":
            with service.lock:
                known = query.get("sessionId") in service.sessions
            if not known:
                return self.error("SessionIdNotFound", "Session ID not found")
            minutes, count = int(query.get("minutes", "0")), int(query.get("maxCount", "0"))
            if not (1 <= minutes <= 1440 and 1 <= count <= 288):
                return self.error("InvalidArgument", "minutes or maxCount")
            return self.answer(200, service.values(minutes, count))
        self.answer(404, {})


def main():
    parser = argparse.ArgumentParser(description=__doc__.replace("{transport}", loopback.TRANSPORT_FAULTS),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--account", default="ana.account")
    parser.add_argument("--password", default="dexPASS-2c8e4f90")
    parser.add_argument("--age", type=float, default=3)
    parser.add_argument("--fault")
    Handler.service = Service(parser.parse_args())
    loopback.serve(Handler)


if __name__ == "__main__":
    main()

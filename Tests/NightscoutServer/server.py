#!/usr/bin/env python3
"""A Nightscout-shaped REST API (v1) on 127.0.0.1 for daybands' tests.

Serves /api/v1/entries.json, /api/v1/treatments.json,
/api/v1/devicestatus.json (a Loop-shaped status every 5 minutes of the last
hour of readings, by created_at like the treatments) and
/api/v1/profile.json (see --profile) from data generated
from the command line, answering the query honestly: find[<field>][$gte|$gt|
$lt|$lte] bounds (also on _id, compared as text, as ObjectIds' hex sorts),
count (default 10), newest first (records of one instant in an order of
their own, neither by _id nor as posted, as MongoDB may); with no date
condition, entries of the last 4 days only (as Nightscout does).

Options:
  --newest MS        time of the newest reading (epoch ms; default now, to 5 min)
  --days N           days of 5-minute readings before it (default 3)
  --duplicates       every reading posted twice (two uploaders, other _id)
  --no-meter         no meter reading every 4 hours of UTC (so a page's
                     record count does not hang on the hour a test runs)
  --token T          require ?token=T ...
  --secret S         ... or the header api-secret: sha1hex(S)
  --fault F          answer every API request with a fault:
                     500, slow (sleeps 5 s), malformed, drop, html, object,
                     drip (the true answer, one byte every 0.1 s),
                     huge (an endless JSON array, no Content-Length, until the
                     client hangs up or 1 GiB), declared (Content-Length 3 GB, one
                     byte, then the connection held 10 s),
                     redirect (302 to the same path on http://localhost:PORT,
                     another host), ignore-range (the newest records whatever
                     the dates asked: a site that sends the same page forever),
                     429 (Too Many Requests with Retry-After: the control's
                     retry value, default 1), error-object (200 with
                     {"status":401,"message":"Unauthorized"}), cut (the true
                     answer's Content-Length, half its bytes, then a hang-up),
                     ignore-ids (the _id bounds asked are not applied),
                     redirect-loop (302 to the same address, forever),
                     long-header (a 1 MiB header line before the body)
  --cap N            send at most N records per page, whatever count asks
  --devicestatus S   the device statuses' shape: loop (default), openaps
                     (AndroidAPS: openaps.suggested/enacted, uploaderBattery) or none
  --status-hours H   device statuses over the last H hours of readings
                     (default 1: 12 of them)
  --predictions      each device status holds the loop's prediction: Loop's
                     loop.predicted (6 h falling 2 mg/dL a step), or oref's
                     predBGs IOB, ZT, COB, UAM with eventualBG (UAM's end)
  --ascending        send each page oldest first (the oldest records of the
                     range, as a site sorting the other way would)
  --conflict         the first meal bolus posted again by a pump, at the same
                     instant in +02:00 notation, with 6 U instead of 4.5
  --profile P        what /api/v1/profile.json answers (faults leave it alone):
                     none (default: [], a site keeping no profile), basal (a
                     document from a day before the first reading: profile
                     Default in UTC, 0.8 U/h from 00:00, 1.2 from 06:00, 0.9
                     from 22:00), missing (404, a site without the API) or
                     garbage (200 with JSON cut short)
  --v3               also serve API v3 as Nightscout 15 does (lib/api3): GET
                     /api/v3/version (open), /api/v2/authorization/request/<token>
                     (the --token exchanged for a JWT; 401 otherwise) and
                     /api/v3/{entries,treatments,devicestatus}/history/<ms>
                     (Authorization: Bearer <JWT>; the documents whose
                     srvModified is after <ms>, oldest change first, at most
                     limit (default and most 1000; more is HTTP 400), as
                     {"status":200,"result":[...]} with Last-Modified and ETag).
                     Every record carries identifier and srvModified (as a v3
                     uploader's; srvModified starts at its own time), and API
                     v1 still answers a deleted one (isValid false), as
                     Nightscout's v1 does
Control (not part of Nightscout), for tests to change the site as it runs:
  GET /control?fault=F      set (or `none` to clear) the fault
  GET /control?fault=F&after=N
                            the fault starts once N more API requests have
                            been answered (a site failing mid-history)
  GET /control?fault=F&times=N
                            the fault answers N API requests, then the site
                            answers again (a passing rate limit)
  GET /control?retry=R      the Retry-After the 429 fault sends (seconds or
                            an HTTP date, as given)
  GET /control?ascending=1  pages oldest first (0: newest first again)
  GET /control?cap=N        set the page cap (0: none)
  GET /control?add=N        post N newer readings, 5 minutes apart
  GET /control?post=MS&sgv=V[&direction=D][&device=D][&repeat=N[&spacing=S]][&undated][&devices]
                            post one reading at epoch ms MS (clock-ahead,
                            back-filled, implausible or hostile readings);
                            it does not move where `add` continues from;
                            repeat: N readings, S ms apart (default 1; a page
                            of bad records); undated: sent without date and
                            dateString (the site still selects it by date);
                            devices: each of the N from a device of its own,
                            with a value of its own (many uploaders at one
                            millisecond); step=D: each of the N readings D
                            from the one before (a glucose falling: step=-4)
  GET /control?status=MS[&iob=V][&failure=TEXT]
                            post a device status at epoch ms MS (in the
                            shape of --devicestatus) with IOB V (default
                            1.35) and, in Loop's shape, a failure reason
  GET /control?edit=ID&FIELD=V[&FIELD=V]
                            API v3's PUT/PATCH: the record with identifier ID
                            gets FIELD=V (a number when it reads as one) and a
                            new srvModified
  GET /control?delete=ID    API v3's DELETE: the record stays, isValid false,
                            with a new srvModified
  GET /control?v3fault=F    history answers fail: html (a proxy's error page),
                            malformed (JSON cut short), unwrapped (a bare array,
                            not API v3's {"status","result"}) or none
  GET /control?log          the API queries received so far, as JSON
Prints `PORT <n>` once listening on a free port; exits when its standard
input closes (the test process ended, however it ended) or after 5 minutes.
"""

import argparse
import hashlib
import json
import math
import threading
import time
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler

import loopback
from urllib.parse import parse_qsl, urlsplit

STEP_MS = 5 * 60 * 1000
DAY_MS = 24 * 60 * 60 * 1000
HOUR_MS = 60 * 60 * 1000


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def parse_iso(text):
    return int(datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp() * 1000)


class Site:
    def __init__(self, options):
        self.lock = threading.Lock()
        self.options = options
        self.fault = options.fault
        self.fault_after = 0
        self.fault_times = None
        self.retry = "1"
        self.ascending = options.ascending
        self.cap = options.cap or 0
        self.entries = []
        self.treatments = []
        self.log = []
        self.v3fault = None
        self.jwt = "eyJhbGciOiJIUzI1NiJ9." + hashlib.sha1(("jwt" + (options.token or "")).encode()).hexdigest()
        self.modified = 0  # the newest srvModified given by an edit or a deletion
        newest = options.newest or (int(time.time() * 1000) // STEP_MS * STEP_MS)
        first = newest - int(options.days * DAY_MS) + STEP_MS
        self.first = first
        self.series_newest = newest
        for ms in range(first, newest + 1, STEP_MS):
            self.post_reading(ms)
        self.devicestatus = [self.status(ms) for ms in range(newest - int(options.status_hours * HOUR_MS) + STEP_MS, newest + 1, STEP_MS)
                             if options.devicestatus != "none"]
        for ms in range(first, newest + 1, 6 * 60 * 60 * 1000):
            self.treatments.append({"_id": "t%d" % ms, "eventType": "Meal Bolus", "created_at": iso(ms),
                                    "insulin": 4.5, "carbs": 40, "enteredBy": "test"})
            self.treatments.append({"_id": "b%d" % ms, "eventType": "Temp Basal", "created_at": iso(ms + 60000),
                                    "duration": 30, "rate": 0.5, "enteredBy": "test"})
        if options.conflict:  # a pump writes the first bolus again with another amount, in local notation
            local = datetime.fromtimestamp(first / 1000, timezone(timedelta(hours=2)))
            self.treatments.append({"_id": "c%d" % first, "eventType": "Correction Bolus",
                                    "created_at": local.isoformat(timespec="milliseconds"),
                                    "insulin": 6, "enteredBy": "pump"})

    def post_reading(self, ms):
        sgv = int(140 + 60 * math.sin(ms / 3_600_000))
        uploaders = ["xDrip-DexcomG6", "AndroidAPS"] if self.options.duplicates else ["xDrip-DexcomG6"]
        for device in uploaders:
            self.entries.append({"_id": "%s-%d" % (device, ms), "device": device, "date": ms, "dateString": iso(ms),
                                 "sgv": sgv, "delta": 1.5, "direction": "Flat", "type": "sgv",
                                 "filtered": sgv * 1000, "unfiltered": sgv * 1000, "rssi": 100, "noise": 1,
                                 "sysTime": iso(ms), "utcOffset": 0})
        if not self.options.no_meter and ms % (4 * 60 * 60 * 1000) == 0:  # a meter reading every 4 hours: not part of the curve
            self.entries.append({"_id": "mbg-%d" % ms, "device": "meter", "date": ms, "dateString": iso(ms),
                                 "mbg": 120, "type": "mbg", "utcOffset": 0})


    def status(self, ms, iob=1.35, failure=None):
        """One device status at epoch ms, in the shape asked for."""
        at = iso(ms)
        record = {"_id": "ds%d" % ms, "created_at": at, "pump": {"clock": at, "reservoir": 123.5, "battery": {"percent": 80}}}
        sgv = int(140 + 60 * math.sin(ms / 3_600_000))
        def curve(step, count):
            return [max(39, min(401, sgv + step * i)) for i in range(count)]
        if self.options.devicestatus == "openaps":
            record.update(device="openaps://phone", uploaderBattery=64, openaps={
                "iob": {"iob": iob, "time": at},
                "suggested": {"COB": 12, "IOB": iob, "timestamp": at, "bg": 120},
                "enacted": {"rate": 0.5, "duration": 30, "smb": 0.2, "received": True, "timestamp": at}})
            if self.options.predictions:
                # UAM is 2 hours, so it never reaches the floor of 39 the others may share with it at a low
                # glucose: its end (eventualBG) is its own, and the curve followed is UAM whatever the clock.
                predictions = {"IOB": curve(-2, 48), "ZT": curve(-4, 24), "COB": curve(1, 48), "UAM": curve(-1, 24)}
                record["openaps"]["suggested"].update(predBGs=predictions, eventualBG=predictions["UAM"][-1])
        else:
            record.update(device="loop://iPhone", uploader={"battery": 55}, loop={
                "timestamp": at, "iob": {"iob": iob, "timestamp": at}, "cob": {"cob": 12, "timestamp": at},
                "enacted": {"rate": 0.5, "duration": 30, "timestamp": at, "received": True}})
            if failure is not None:
                record["loop"]["failureReason"] = failure
            if self.options.predictions:
                record["loop"]["predicted"] = {"startDate": at, "values": curve(-2, 72)}
        return record

    def add(self, count):
        for step in range(1, count + 1):
            self.post_reading(self.series_newest + step * STEP_MS)
        self.series_newest += count * STEP_MS

    def post(self, ms, sgv, direction, device, undated=False):
        record = {"_id": "posted-%d-%d" % (ms, len(self.entries)), "device": device, "date": ms,
                  "dateString": iso(ms), "sgv": sgv, "direction": direction, "type": "sgv", "utcOffset": 0}
        if undated:
            record["undated"] = True
        self.entries.append(record)

    def collection(self, name):
        return {"entries": self.entries, "treatments": self.treatments, "devicestatus": self.devicestatus}.get(name)

    def document(self, record):
        """A record as a v3 site holds it: its identifier and srvModified (its own time until changed)."""
        if not self.options.v3:
            return record
        own = record["date"] if "date" in record else parse_iso(record["created_at"])
        return {"identifier": record["_id"], "srvModified": own, **record}

    def change(self, identifier, fields):
        """An edit (fields) or a deletion (isValid false) through API v3: a new srvModified."""
        for records in (self.entries, self.treatments, self.devicestatus):
            for record in records:
                if record["_id"] == identifier:
                    self.modified = max(self.modified + 1, int(time.time() * 1000))
                    record.update(fields, srvModified=self.modified)
                    return True
        return False

    def history(self, name, after, limit):
        documents = [self.document(record) for record in self.collection(name)]
        chosen = sorted((d for d in documents if d["srvModified"] > after), key=lambda d: d["srvModified"])
        return chosen[:limit]

    def authorised(self, query, headers):
        token, secret = self.options.token, self.options.secret
        if token is None and secret is None:
            return True
        if token is not None and query.get("token") == token:
            return True
        return secret is not None and headers.get("api-secret") == hashlib.sha1(secret.encode()).hexdigest()

    def select(self, records, field, to_ms, query):
        bounds = {"$gte": lambda a, b: a >= b, "$gt": lambda a, b: a > b,
                  "$lt": lambda a, b: a < b, "$lte": lambda a, b: a <= b}
        conditions = []
        for operator, compare in bounds.items():
            text = query.get("find[%s][%s]" % (field, operator))
            if text is not None:
                bound = int(text) if field == "date" else parse_iso(text)
                conditions.append((compare, bound))
        if self.fault == "ignore-range":
            conditions = [(bounds["$gte"], 0)]
        if not conditions and field == "date":
            newest = max(to_ms(record) for record in records)
            conditions.append((bounds["$gte"], newest - 4 * DAY_MS))
        chosen = [r for r in records if all(compare(to_ms(r), bound) for compare, bound in conditions)]
        for operator, compare in bounds.items():
            text = query.get("find[_id][%s]" % operator)
            if text is not None and self.fault != "ignore-ids":
                chosen = [r for r in chosen if compare(r["_id"], text)]
        # One instant's records in an order of their own (a hash of the _id).
        chosen.sort(key=lambda r: hashlib.md5(r["_id"].encode()).hexdigest())
        chosen.sort(key=to_ms, reverse=not self.ascending)
        count = int(query.get("count", "10"))
        return chosen[:min(count, self.cap) if self.cap else count]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    site = None

    def log_message(self, *args):
        pass

    def do_GET(self):
        parts = urlsplit(self.path)
        query = dict(parse_qsl(parts.query, keep_blank_values=True))
        if parts.path == "/control":
            return self.control(query)
        site = self.site
        if parts.path.startswith(("/api/v3/", "/api/v2/")):
            with site.lock:
                site.log.append({"path": parts.path, "query": query})
            if not site.options.v3:
                return self.send(404, "text/plain", b"Cannot GET " + parts.path.encode())
            return self.api3(parts.path, query)
        if parts.path == "/api/v1/profile.json":
            with site.lock:
                site.log.append({"path": parts.path, "query": query})
            return self.profile(query)
        with site.lock:
            site.log.append({"path": parts.path, "query": query})
            fault = site.fault if site.fault_after == 0 else None
            site.fault_after = max(0, site.fault_after - 1)
            if fault and site.fault_times is not None:
                site.fault_times -= 1
                if site.fault_times <= 0:
                    site.fault, site.fault_times = None, None
        if parts.path not in ("/api/v1/entries.json", "/api/v1/treatments.json", "/api/v1/devicestatus.json"):
            return self.send(404, "text/plain", b"Cannot GET " + parts.path.encode())
        if not site.authorised(query, self.headers):
            return self.send(401, "application/json",
                             b'{"status":401,"message":"Unauthorized","description":"Invalid/Missing"}')
        if fault == "429":
            self.send_response(429)
            self.send_header("Retry-After", site.retry)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", "17")
            self.end_headers()
            self.wfile.write(b"Too Many Requests")
            return
        if fault == "error-object":
            return self.send(200, "application/json", b'{"status":401,"message":"Unauthorized","description":"Invalid/Missing"}')
        if fault == "500":
            return self.send(500, "text/plain", b"Internal Server Error")
        if fault == "slow":
            time.sleep(5)
        if fault == "drop":
            self.close_connection = True
            return
        if fault == "html":
            return self.send(200, "text/html", b"<!DOCTYPE html><html><body>Sign in</body></html>")
        if fault == "object":
            return self.send(200, "application/json", b'{"status":"ok","name":"not nightscout"}')
        if fault == "declared":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(3 * 10 ** 9))
            self.end_headers()
            self.wfile.write(b"[")
            self.wfile.flush()
            time.sleep(10)  # holds the connection: a client that waits for the rest waits its deadline
            return self.hang_up()
        if fault == "huge":
            return self.endless()
        if fault == "redirect":
            target = "http://localhost:%d%s" % (self.server.server_address[1], self.path)
            self.send_response(302)
            self.send_header("Location", target)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if fault == "redirect-loop":
            self.send_response(302)
            self.send_header("Location", self.path)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if fault == "long-header":
            self.send_response(200)
            self.send_header("X-Padding", "a" * (1 << 20))
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"[]")
            return
        if fault == "malformed":
            return self.send(200, "application/json", b'[{"sgv": 120, "date": 1760000000000}, {"sgv": 1')
        with site.lock:
            if parts.path == "/api/v1/entries.json":
                records = site.select(site.entries, "date", lambda r: r["date"], query)
            elif parts.path == "/api/v1/devicestatus.json":
                records = site.select(site.devicestatus, "created_at", lambda r: parse_iso(r["created_at"]), query)
            else:
                records = site.select(site.treatments, "created_at", lambda r: parse_iso(r["created_at"]), query)
        hidden = ("date", "dateString", "undated")
        body = json.dumps([{key: value for key, value in record.items() if key not in hidden}
                           if record.get("undated") else site.document(record) for record in records]).encode()
        if fault == "drip":
            return self.drip(body)
        if fault == "cut":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[:len(body) // 2])
            return self.hang_up()
        self.send(200, "application/json; charset=utf-8", body)

    def api3(self, path, query):
        """API v3 (lib/api3): the version, the JWT for a token, the history of a collection."""
        site = self.site
        def status(code, message):
            return self.send(code, "application/json", json.dumps({"status": code, "message": message}).encode())
        if path == "/api/v3/version":
            return self.send(200, "application/json", json.dumps({"status": 200, "result": {
                "version": "15.0.3", "apiVersion": "3.0.3-alpha", "srvDate": int(time.time() * 1000),
                "storage": {"storage": "mongodb", "version": "4.4.29"}}}).encode())
        if path.startswith("/api/v2/authorization/request/"):
            if path.rsplit("/", 1)[1] != site.options.token:
                return self.send(401, "application/json",
                                 b'{"status":401,"message":"Unauthorized","description":"Invalid/Missing"}')
            now = int(time.time())
            return self.send(200, "application/json", json.dumps({"token": site.jwt, "sub": "daybands",
                                                                  "permissionGroups": [["*:*:read"]],
                                                                  "iat": now, "exp": now + 8 * 3600}).encode())
        parts = path.split("/")  # ['', 'api', 'v3', collection, 'history', ms]
        if len(parts) != 6 or parts[4] != "history" or site.collection(parts[3]) is None:
            return status(404, "Bad operation or collection")
        if self.headers.get("Authorization") != "Bearer " + site.jwt:
            return status(401, "Missing or bad access token or JWT")
        if not parts[5].isdigit() or int(parts[5]) < 946684800000:
            return status(400, "Bad or missing Last-Modified header/parameter")
        limit = query.get("limit", "1000")
        if not limit.isdigit() or not 0 < int(limit) <= 1000:
            return status(400, "Parameter limit out of tolerance")
        if site.v3fault == "html":
            return self.send(502, "text/html", b"<html><body><h1>502 Bad Gateway</h1></body></html>")
        if site.v3fault == "malformed":
            return self.send(200, "application/json", b'{"status":200,"result":[{"identifier":"x","srvModified":17')
        with site.lock:
            documents = site.history(parts[3], int(parts[5]), int(limit))
        if site.v3fault == "unwrapped":
            return self.send(200, "application/json", json.dumps(documents).encode())
        self.send_response(200)
        body = json.dumps({"status": 200, "result": documents}).encode()
        if documents:
            newest = max(d["srvModified"] for d in documents)
            self.send_header("Last-Modified", time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(newest / 1000)))
            self.send_header("ETag", 'W/"%d"' % newest)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def profile(self, query):
        site = self.site
        if not site.authorised(query, self.headers):
            return self.send(401, "application/json",
                             b'{"status":401,"message":"Unauthorized","description":"Invalid/Missing"}')
        mode = site.options.profile
        if mode == "missing":
            return self.send(404, "text/plain", b"Cannot GET /api/v1/profile.json")
        if mode == "garbage":
            return self.send(200, "application/json", b'[{"defaultProfile": "Default", "store": {"Def')
        documents = []
        if mode == "basal":
            rates = [(0, 0.8), (6 * 3600, 1.2), (22 * 3600, 0.9)]
            documents.append({"_id": "p1", "defaultProfile": "Default", "startDate": iso(site.first - DAY_MS),
                              "store": {"Default": {"timezone": "UTC", "units": "mg/dl",
                                                    "basal": [{"time": "%02d:00" % (seconds // 3600), "timeAsSeconds": seconds,
                                                               "value": rate} for seconds, rate in rates]}}})
        self.send(200, "application/json; charset=utf-8", json.dumps(documents).encode())

    def drip(self, body):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            for index in range(len(body)):
                self.wfile.write(body[index:index + 1])
                self.wfile.flush()
                time.sleep(0.1)
        except OSError:
            pass
        self.close_connection = True

    def endless(self):
        record = json.dumps({"type": "sgv", "sgv": 120, "date": 1760000000000, "direction": "Flat",
                             "device": "x" * 900}).encode() + b","
        chunk = b"[" + record * 1000
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        try:
            sent = 0
            while sent < 1 << 30:
                self.wfile.write(chunk)
                sent += len(chunk)
                chunk = record * 1000
        except OSError:
            pass
        self.close_connection = True

    def hang_up(self):
        self.wfile.flush()
        self.close_connection = True

    def control(self, query):
        site = self.site
        with site.lock:
            if "fault" in query:
                site.fault = None if query["fault"] == "none" else query["fault"]
                site.fault_after = int(query.get("after", "0"))
                site.fault_times = int(query["times"]) if "times" in query else None
            if "retry" in query:
                site.retry = query["retry"]
            if "ascending" in query:
                site.ascending = query["ascending"] == "1"
            if "cap" in query:
                site.cap = int(query["cap"])
            if "add" in query:
                site.add(int(query["add"]))
            if "post" in query:
                for step in range(int(query.get("repeat", "1"))):
                    many = "devices" in query
                    site.post(int(query["post"]) + step * int(query.get("spacing", "1")),
                              float(query["sgv"]) + (step % 200 if many else step * float(query.get("step", "0"))),
                              query.get("direction", "Flat"),
                              query.get("device", "test") + ("-%d" % step if many else ""), undated="undated" in query)
            if "edit" in query:
                fields = {key: (float(value) if value.replace(".", "", 1).isdigit() else value)
                          for key, value in query.items() if key != "edit"}
                site.change(query["edit"], fields)
            if "delete" in query:
                site.change(query["delete"], {"isValid": False})
            if "v3fault" in query:
                site.v3fault = None if query["v3fault"] == "none" else query["v3fault"]
            if "status" in query:
                site.devicestatus.append(site.status(int(query["status"]), float(query.get("iob", "1.35")),
                                                     query.get("failure")))
            body = json.dumps(site.log if "log" in query else {"ok": True}).encode()
        self.send(200, "application/json", body)

    def send(self, status, content_type, body):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--newest", type=int)
    parser.add_argument("--days", type=float, default=3)
    parser.add_argument("--duplicates", action="store_true")
    parser.add_argument("--no-meter", action="store_true")
    parser.add_argument("--token")
    parser.add_argument("--secret")
    parser.add_argument("--fault")
    parser.add_argument("--cap", type=int)
    parser.add_argument("--conflict", action="store_true")
    parser.add_argument("--ascending", action="store_true")
    parser.add_argument("--devicestatus", choices=["loop", "openaps", "none"], default="loop")
    parser.add_argument("--status-hours", type=float, default=1.0)
    parser.add_argument("--predictions", action="store_true")
    parser.add_argument("--profile", choices=["none", "basal", "missing", "garbage"], default="none")
    parser.add_argument("--v3", action="store_true")
    options = parser.parse_args()
    Handler.site = Site(options)
    loopback.serve(Handler)


if __name__ == "__main__":
    main()

"""What the loopback fakes (server.py, librelinkup.py, dexcom_share.py) share:
serving a handler on 127.0.0.1 at a free port, said as `PORT <n>` on standard
output, until standard input closes (the test that started it ended) or 300
seconds have passed (LOOPBACK_SECONDS: the benchmarks' longer runs),
whichever is first."""
import os
import sys
import threading
import time
from http.server import ThreadingHTTPServer


def serve(handler):
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True

    def exit_with_parent():
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=exit_with_parent, daemon=True).start()
    threading.Timer(float(os.environ.get("LOOPBACK_SECONDS", "300")), lambda: os._exit(0)).start()
    print("PORT %d" % server.server_address[1], flush=True)
    server.serve_forever()


# The transport's faults the follower fakes share (librelinkup.py,
# dexcom_share.py): a hostile server or the proxy in front of it.
TRANSPORT_FAULTS = """\
  hang          no answer at all: the connection held 60 s, then closed
  drip          the true answer, one byte a second
  endless       an endless JSON array, no Content-Length (until the client
                hangs up or 1 GiB)
  long-header   a 10 MB header line before the answer
  redirect-loop 307 to the same address, forever
  redirect-away 307 to the same path on http://localhost:PORT (another host)
  html-502      a proxy's HTML page, HTTP 502 Bad Gateway
  html-503      a proxy's HTML page, HTTP 503 Service Unavailable
  401, 403      that status with an empty JSON object
  429           HTTP 429 without Retry-After
  429-retry     HTTP 429 with Retry-After: 120"""

TRANSPORT = {"hang", "drip", "endless", "long-header", "redirect-loop", "redirect-away", "html-502", "html-503",
             "401", "403", "429", "429-retry"}


def transport_fault(handler, fault, body=None):
    """Answers `handler`'s request as `fault` does, or returns False for a
    fault that is not the transport's (`body`: the true answer, for drip)."""
    if fault not in TRANSPORT or (fault == "drip" and body is None):
        return False
    if fault == "hang":
        time.sleep(60)
        handler.close_connection = True
        return True
    if fault in ("redirect-loop", "redirect-away"):
        target = handler.path if fault == "redirect-loop" else \
            "http://localhost:%d%s" % (handler.server.server_address[1], handler.path)
        handler.send_response(307)
        handler.send_header("Location", target)
        handler.send_header("Content-Length", "0")
        handler.end_headers()
        return True
    status = {"html-502": 502, "html-503": 503, "401": 401, "403": 403, "429": 429, "429-retry": 429}.get(fault, 200)
    page = fault.startswith("html")
    words = handler.responses[status][0].encode()
    data = body if fault == "drip" else (b"<html><head><title>%d %s</title></head><body><center><h1>%d %s</h1>"
                                          b"</center><hr><center>nginx</center></body></html>" % (status, words, status, words)
                                          if page else b"{}")
    handler.send_response(status)
    handler.send_header("Content-Type", "text/html" if page else "application/json")
    if fault == "429-retry":
        handler.send_header("Retry-After", "120")
    if fault == "long-header":
        handler.send_header("X-Padding", "a" * (10 << 20))
    if fault == "endless":
        handler.end_headers()
        record = b'{"Value": 120, "WT": "Date(1760000000000)", "pad": "' + b"x" * 900 + b'"},'
        try:
            handler.wfile.write(b"[")
            for _ in range((1 << 30) // (len(record) * 1000)):
                handler.wfile.write(record * 1000)
        except OSError:
            pass
        handler.close_connection = True
        return True
    handler.send_header("Content-Length", str(len(data)))
    handler.end_headers()
    try:
        if fault == "drip":
            for index in range(len(data)):
                handler.wfile.write(data[index:index + 1])
                handler.wfile.flush()
                time.sleep(1)
        else:
            handler.wfile.write(data)
    except OSError:
        pass
    return True

"""What the loopback fakes (server.py, librelinkup.py, dexcom_share.py) share:
serving a handler on 127.0.0.1 at a free port, said as `PORT <n>` on standard
output, until standard input closes (the test that started it ended) or 300
seconds have passed (LOOPBACK_SECONDS: the benchmarks' longer runs),
whichever is first."""
import os
import sys
import threading
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

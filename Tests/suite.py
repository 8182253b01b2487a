"""Running a Python test module on the daybands binary: the command line
`python3 Tests/X/test_y.py [PATH-TO-daybands] [unittest test names...]`, the
module's BIN, and the last line `N passed, N failed` that `make test` shows."""

import os
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(module):
    args = sys.argv[1:]
    module.BIN = os.path.abspath(args.pop(0) if args else os.path.join(ROOT, ".build/debug/daybands"))
    if not os.access(module.BIN, os.X_OK):
        print(f"no executable at {module.BIN}; run `swift build` first")
        return 1
    program = unittest.main(module=module, argv=[sys.argv[0], "-v"] + args, exit=False)
    result = program.result
    failed = len(result.failures) + len(result.errors)
    print(f"{max(0, result.testsRun - failed)} passed, {failed} failed")
    return 1 if failed else 0

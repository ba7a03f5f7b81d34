"""A real `kgraph serve` in a subprocess, for tests that must not share the test's process."""

from __future__ import annotations

import http.client
import json
import re
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

from .conftest import ROOT

NORMAL = "ASK { ?d kg:path ?p }"


class RealServer:
    """`python -m kgraph --store S serve --port 0 ...` and the port it printed."""

    def __init__(self, store: Path, *options: str):
        self.process = subprocess.Popen(
            [sys.executable, "-m", "kgraph", "--store", str(store), "serve", "--port", "0", "-q", *options],
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        deadline = time.monotonic() + 60
        line = ""
        while time.monotonic() < deadline:
            line = self.process.stderr.readline()
            found = re.search(r"on http://127\.0\.0\.1:(\d+)/", line)
            if found:
                self.port = int(found.group(1))
                break
            if not line and self.process.poll() is not None:
                break
        else:
            self.close()
            raise AssertionError("the server did not start")
        if not hasattr(self, "port"):
            raise AssertionError(f"the server did not start: {line}")
        threading.Thread(target=self.process.stderr.read, daemon=True).start()

    def request(self, method="GET", path="/", body=None, headers=None, source="127.0.0.1", timeout=60):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout, source_address=(source, 0))
        try:
            conn.request(method, path, body=body, headers=headers or {})
            response = conn.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            conn.close()

    def query(self, text, source="127.0.0.1", headers=None, timeout=60):
        path = "/sparql?" + urllib.parse.urlencode({"query": text})
        return self.request("GET", path, headers=headers, source=source, timeout=timeout)

    def timed_normal_query(self) -> float:
        started = time.monotonic()
        status, _, body = self.query(NORMAL)
        assert status == 200 and json.loads(body)["boolean"] is True
        return time.monotonic() - started

    def children(self) -> list[int]:
        try:
            text = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children").read_text()
        except OSError:
            return []
        return [int(p) for p in text.split()]

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

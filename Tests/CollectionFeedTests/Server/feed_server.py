#!/usr/bin/env python3
"""A feed server for CollectionFeedTests, on 127.0.0.1 only.

Prints its port on the first line, then serves until stdin closes (the test ends) or 600 s pass.
Paths choose the behaviour; every request is logged (its query fields, "path", and its Accept and
Accept-Encoding headers as "header:accept" and "header:accept-encoding"); a line "log" on stdin
prints the log as one line of JSON, and so does /log:
  /feed?cursor=C&offset=O&limit=L   25 items i0..i24, cursor-paged ("c<next index>"), then next null
  /slow/feed...                     the same after 300 ms
  /fail-once/feed...                HTTP 500 the first time each cursor is asked, then the page
  /malformed/feed...                a page that is not JSON
  /not-an-object/feed...            valid JSON, not a page
  /huge/feed...                     a 100 MB page, streamed
  /announced/feed...                announces a 100 MB page, sends 1 KB of it and closes
  /hang/feed...                     never answers (holds the connection 30 s, or until the client
                                    closes it, which is logged as "event": "closed")
  /trickle/feed...                  announces 100 bytes and sends one every 200 ms
  /dups/feed...                     pages overlap: each page repeats the last item of the one before
  /links/feed?limit=L               the same 25 items; "next" is the next page's absolute URL
  /path-links/feed?limit=L          the same; "next" is a path from the server's root
  /stuck/feed...                    the first page whatever the cursor, "next" always "c<limit>"
  /redirect/feed...                 302 to /feed with the same query (a relative Location)
  /redirect-loop/feed...            302 to itself
  /moved/feed?limit=L               302 to /query-links/feed?limit=L (the cursor is dropped)
  /query-links/feed?limit=L         the 25 items; "next" is a query, "?cursor=c<n>&limit=L"
  /status/N/feed...                 HTTP status N with a short text body
  /gzip/feed...                     the page gzip-encoded when the request accepts gzip, else 406
"""
import gzip
import json
import os
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

TOTAL = 25
log = []
failed_once = set()
lock = threading.Lock()


def page(cursor, limit, overlap=False):
    start = int(cursor[1:]) if cursor else 0
    first = max(0, start - 1) if overlap and start > 0 else start
    end = min(TOTAL, start + limit)
    items = [{"id": f"i{n}", "title": f"Item {n}", "height": 60 + n} for n in range(first, end)]
    return {"items": items, "next": f"c{end}" if end < TOTAL else None}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json"):
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        url = urlparse(self.path)
        query = {k: v[0] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        if url.path == "/log":
            with lock:
                return self.send(200, json.dumps(log))
        entry = {"path": url.path, **query}
        entry["header:accept"] = self.headers.get("Accept", "")
        entry["header:accept-encoding"] = self.headers.get("Accept-Encoding", "")
        with lock:
            log.append(entry)
        mode = url.path.rsplit("/feed", 1)[0].strip("/")
        cursor = query.get("cursor", "")
        limit = int(query.get("limit", "20"))
        if mode == "slow":
            time.sleep(0.3)
        if mode == "fail-once":
            with lock:
                first = cursor not in failed_once
                failed_once.add(cursor)
            if first:
                return self.send(500, "oops", "text/plain")
        if mode == "malformed":
            return self.send(200, '{"items": [ {"id": "a", ')
        if mode == "not-an-object":
            return self.send(200, "[1, 2, 3]")
        if mode == "hang":
            return self.hold(url.path)
        if mode == "trickle":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "100")
            self.end_headers()
            try:
                for _ in range(100):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(0.2)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return
        if mode == "redirect":
            return self.redirect(f"/feed?{url.query}")
        if mode == "redirect-loop":
            return self.redirect(self.path)
        if mode == "moved":
            return self.redirect(f"/query-links/feed?limit={limit}")
        if mode.startswith("status/"):
            return self.send(int(mode.split("/")[1]), "nope", "text/plain")
        if mode == "gzip":
            if "gzip" not in self.headers.get("Accept-Encoding", ""):
                return self.send(406, "gzip only", "text/plain")
            data = gzip.compress(json.dumps(page(cursor, limit)).encode())
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        if mode == "huge":
            size = 100 * 1024 * 1024
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()  # no length: the client cannot refuse it up front
            chunk = b" " * (1 << 20)
            try:
                for _ in range(size // len(chunk)):
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return
        if mode == "announced":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(100 * 1024 * 1024))
            self.end_headers()
            try:
                self.wfile.write(b" " * 1024)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return
        if mode == "stuck":
            cursor = ""
        body = page(cursor, limit, overlap=(mode == "dups"))
        if mode == "stuck":
            body["next"] = f"c{limit}"
        if mode in ("links", "path-links") and body["next"]:
            path = f"/{mode}/feed?cursor={body['next']}&limit={limit}"
            body["next"] = (f"http://{self.headers['Host']}" + path) if mode == "links" else path
        if mode == "query-links" and body["next"]:
            body["next"] = f"?cursor={body['next']}&limit={limit}"
        self.send(200, json.dumps(body))

    def redirect(self, location):
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def hold(self, path):
        """Answers nothing for 30 s; logs when the client closes the connection first."""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            readable, _, _ = select.select([self.connection], [], [], 0.1)
            if readable:
                try:
                    closed = self.connection.recv(1, socket.MSG_PEEK) == b""
                except (ConnectionResetError, OSError):
                    closed = True
                if closed:
                    with lock:
                        log.append({"path": path, "event": "closed"})
                    break
        self.close_connection = True


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    # Stops after 600 s whatever happens, so a test that dies leaves no server behind (a test
    # starved of threads by the heavy property tests running beside it can take minutes).
    timer = threading.Timer(600, lambda: os._exit(0))
    timer.daemon = True
    timer.start()
    for line in sys.stdin:  # until the test closes its end
        if line.strip() == "log":
            with lock:
                print(json.dumps(log), flush=True)
    os._exit(0)


if __name__ == "__main__":
    main()

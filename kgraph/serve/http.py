"""The HTTP server of `kgraph serve`: uvicorn with h11 in front of `App.handle`.

Why uvicorn + h11 (see docs/serve.md): h11 is a strict HTTP/1.1 parser, so request smuggling is
refused by the parser itself (two different Content-Length values, `Transfer-Encoding :` with a
space, a folded header line: 400), and bodies, chunked or not, arrive framed; uvicorn is one
event loop, so a slow connection costs a socket and a few KB, not a thread. What kgraph adds:

- a deadline for the whole request (head and body, `REQUEST_SECONDS`) from its first byte, on
  top of uvicorn's keep-alive idle timeout (`KEEP_ALIVE_SECONDS`): a client trickling a byte
  every few seconds is cut off;
- connection caps: `MAX_CONNECTIONS` in all (well under the usual 1,024 descriptors) and
  `MAX_CONNECTIONS_PER_CLIENT` per address; past either, a new connection is closed at once;
- at most `HANDLER_THREADS` requests handled at once (`App.handle` blocks on a query worker);
  more wait in the event loop, holding nothing but their socket;
- bodies read up to the App's bound (413 past it); answers written in 64 KB pieces, waiting
  for the client to read (backpressure);
- a client that disconnects while its request runs sets the request's `cancel` event: its
  query worker is killed and its slot freed (`kgraph.store.workers.WorkerPool.run`).
"""

from __future__ import annotations

import asyncio
import socket
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from kgraph.serve.protocol import MAX_QUERY_BYTES, MAX_UPDATE_BYTES, Response, text_response

REQUEST_SECONDS = 10.0  # from a request's first byte to its last
KEEP_ALIVE_SECONDS = 5  # idle between two requests of one connection
MAX_CONNECTIONS = 512
MAX_CONNECTIONS_PER_CLIENT = 64
MAX_HEAD_BYTES = 64 * 1024  # request line and headers
HANDLER_THREADS = 32
CHUNK = 64 * 1024


def _protocol_class() -> type:
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    class KGraphH11(H11Protocol):
        """uvicorn's h11 protocol with a request deadline and connection caps."""

        per_client: dict[str, int] = {}

        def connection_made(self, transport: Any) -> None:  # noqa: ANN401 - asyncio's
            super().connection_made(transport)
            self._deadline: asyncio.TimerHandle | None = None
            self._counted = self.client[0] if self.client else "?"
            count = self.per_client.get(self._counted, 0) + 1
            self.per_client[self._counted] = count
            if len(self.connections) > MAX_CONNECTIONS or count > MAX_CONNECTIONS_PER_CLIENT:
                transport.abort()
                return
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            left = self.per_client.get(self._counted, 1) - 1
            if left > 0:
                self.per_client[self._counted] = left
            else:
                self.per_client.pop(self._counted, None)
            self._disarm()
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            if self._deadline is None and self.conn.their_state is h11.IDLE:
                self._arm()  # the first byte of the next request on a kept-alive connection
            super().data_received(data)
            if self.conn.their_state is not h11.IDLE and self.conn.their_state is not h11.SEND_BODY:
                self._disarm()  # the whole request is in (or the connection is done)

        def _arm(self) -> None:
            self._disarm()
            self._deadline = self.loop.call_later(REQUEST_SECONDS, self._too_slow)

        def _disarm(self) -> None:
            if getattr(self, "_deadline", None) is not None:
                self._deadline.cancel()
                self._deadline = None

        def _too_slow(self) -> None:
            self._deadline = None
            if not self.transport.is_closing():
                self.transport.abort()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if self.conn.their_state is h11.IDLE:
                self._disarm()  # idle now: uvicorn's keep-alive timeout takes over

    return KGraphH11


class ASGIApp:
    """`App.handle` as an ASGI application (the handler runs on a thread of a bounded pool)."""

    def __init__(self, app: Any):
        self.app = app
        self.pool = ThreadPoolExecutor(HANDLER_THREADS, thread_name_prefix="kgraph-http")
        self.limit = MAX_UPDATE_BYTES if app.allow_update else MAX_QUERY_BYTES

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while True:
                message = await receive()
                if message["type"] == "lifespan.startup":
                    await send({"type": "lifespan.startup.complete"})
                elif message["type"] == "lifespan.shutdown":
                    await send({"type": "lifespan.shutdown.complete"})
                    return
        if scope["type"] != "http":
            return
        headers, refused = _headers(scope["headers"])
        if refused is not None:
            await _send(send, refused, scope["method"])
            return
        refused = _framing_refusal(scope["method"], headers, self.limit)
        if refused is not None:
            refused.headers["Connection"] = "close"  # the unread body must not be taken for a request
            await _send(send, refused, scope["method"])
            return
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body += message.get("body", b"")
            if len(body) > self.limit:
                await _send(send, text_response(413, f"request body over the limit of {self.limit} bytes"), "")
                return
            if not message.get("more_body"):
                break
        target = scope["raw_path"].decode("latin-1")
        if scope["query_string"]:
            target += "?" + scope["query_string"].decode("latin-1")
        client = scope["client"][0] if scope.get("client") else "unknown"
        cancel = threading.Event()
        watcher = asyncio.ensure_future(_wait_for_disconnect(receive, cancel))
        loop = asyncio.get_running_loop()
        try:
            response = await loop.run_in_executor(
                self.pool,
                lambda: self.app.handle(scope["method"], target, headers, bytes(body), client=client, cancel=cancel),
            )
        finally:
            watcher.cancel()
        if not cancel.is_set():
            await _send(send, response, scope["method"])

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)


def _framing_refusal(method: str, headers: dict[str, str], limit: int) -> Response | None:
    """Why a body is not read at all: a POST without a Content-Length (411; chunked bodies are
    not taken either), or one announcing more than `limit` bytes (413)."""
    if "transfer-encoding" in headers:
        return text_response(411, "send the body with a Content-Length (chunked bodies are not read)")
    length = headers.get("content-length")
    if method == "POST" and length is None:
        return text_response(411, "Content-Length required")
    if length is not None and int(length) > limit:  # h11 has checked it is a number
        return text_response(413, f"request body of {int(length)} bytes is over the limit of {limit}")
    return None


async def _wait_for_disconnect(receive: Any, cancel: threading.Event) -> None:
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            cancel.set()
            return


def _headers(raw: list[tuple[bytes, bytes]]) -> tuple[dict[str, str], Response | None]:
    """The request's headers (repeated ones joined by commas, as RFC 9110 allows); a 400 for a
    repeated Host, Content-Type or Origin, whose meaning would depend on which one is read."""
    out: dict[str, str] = {}
    for key, value in raw:
        name, text = key.decode("latin-1").lower(), value.decode("latin-1")
        if name in out:
            if name in ("host", "content-type", "origin", "content-length"):
                return out, text_response(400, f"the {name} header is given twice")
            out[name] += ", " + text
        else:
            out[name] = text
    return out, None


async def _send(send: Any, response: Response, method: str) -> None:
    headers = [
        (b"Content-Type", response.content_type.encode("latin-1")),
        (b"Content-Length", str(len(response.body)).encode()),
        (b"X-Content-Type-Options", b"nosniff"),
        (b"Referrer-Policy", b"no-referrer"),
    ]  # h11 sends names as written: clients that index headers by name see http.server's spelling
    headers += [(k.encode("latin-1"), v.encode("latin-1", "replace")) for k, v in response.headers.items()]
    await send({"type": "http.response.start", "status": response.status, "headers": headers})
    body = b"" if method == "HEAD" else response.body
    view = memoryview(body)
    for start in range(0, max(len(body), 1), CHUNK):
        last = start + CHUNK >= len(body)
        await send({"type": "http.response.body", "body": bytes(view[start : start + CHUNK]), "more_body": not last})


class Server:
    """A listening uvicorn server with http.server's interface (`server_address`,
    `serve_forever`, `shutdown`, `server_close`), as `kgraph serve` and the tests use it."""

    def __init__(self, app: Any, host: str, port: int, quiet: bool = False):
        import uvicorn

        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.socket = socket.socket(family, socket.SOCK_STREAM)
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.socket.bind((host.strip("[]"), port))
            self.socket.listen(1024)
        except OSError:
            self.socket.close()
            raise
        self.server_address = self.socket.getsockname()
        self.asgi = ASGIApp(app)
        config = uvicorn.Config(
            self.asgi,
            http=_protocol_class(),
            lifespan="off",
            log_level="critical" if quiet else "warning",
            access_log=not quiet,
            server_header=False,
            timeout_keep_alive=KEEP_ALIVE_SECONDS,
            h11_max_incomplete_event_size=MAX_HEAD_BYTES,
            timeout_graceful_shutdown=1,
        )
        self.uvicorn = uvicorn.Server(config)
        self._done = threading.Event()

    def serve_forever(self) -> None:
        try:
            self.uvicorn.run(sockets=[self.socket])
        finally:
            self._done.set()

    def shutdown(self) -> None:
        self.uvicorn.should_exit = True
        self._done.wait(10)

    def server_close(self) -> None:
        self.asgi.close()
        self.socket.close()

"""A small keep-alive HTTP client that keeps one browser session (the `sid` cookie) and reads
the hidden form fields a page carries, so the harness plays through the real forms."""
import http.client
import re
import urllib.parse

CSRF = re.compile(rb'name="csrf" value="([0-9a-f]+)"')
VERSION = re.compile(rb'name="version" value="(\d+)"')
# A board shown before it is stored: its first move posts back when it was shown.
SHOWN = re.compile(rb'name="shown" value="(\d+)"')


class Browser:
    def __init__(self, port, sid=None, language=None):
        self.port = port
        self.sid = sid
        # Sent as Accept-Language: the page's language for a session that picked none.
        self.language = language
        self.connection = None

    def request(self, method, path, fields=None):
        """Returns (status, headers, body) and keeps the session cookie the server sets."""
        body = urllib.parse.urlencode(fields) if fields is not None else None
        headers = {}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if self.sid:
            headers["Cookie"] = f"sid={self.sid}"
        if self.language:
            headers["Accept-Language"] = self.language
        for attempt in range(2):
            if self.connection is None:
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
            try:
                self.connection.request(method, path, body=body, headers=headers)
                response = self.connection.getresponse()
                data = response.read()
                break
            except (http.client.HTTPException, ConnectionError):
                # A keep-alive connection the server closed meanwhile: one fresh try.
                self.close()
                if attempt == 1:
                    raise
        for name, value in response.getheaders():
            if name.lower() == "set-cookie" and value.startswith("sid="):
                self.sid = value.split(";", 1)[0][4:]
        return response.status, dict(response.getheaders()), data

    def get(self, path, expect=200):
        status, _, body = self.request("GET", path)
        if status != expect:
            raise RuntimeError(f"GET {path} answered {status}, not {expect}: {body[:300]!r}")
        return body

    def post(self, path, fields, page, expect=303):
        """Posts a form taken from `page`: its csrf token and game version are added to `fields`."""
        form = {"csrf": csrf(page)}
        found = VERSION.search(page)
        if found:
            form["version"] = found.group(1).decode()
        shown = SHOWN.search(page)
        if shown:
            form["shown"] = shown.group(1).decode()
        form.update(fields)
        status, _, body = self.request("POST", path, form)
        if status != expect:
            raise RuntimeError(f"POST {path} {fields} answered {status}, not {expect}: {body[:300]!r}")
        return body

    @property
    def session_id(self):
        """The session's id in the database: the cookie is the id, a dot and its signature."""
        return self.sid.split(".")[0] if self.sid else None

    def close(self):
        if self.connection is not None:
            self.connection.close()
            self.connection = None


def csrf(page):
    found = CSRF.search(page)
    if not found:
        raise RuntimeError("the page carries no csrf field")
    return found.group(1).decode()


def version(page):
    found = VERSION.search(page)
    if not found:
        raise RuntimeError("the page carries no version field")
    return int(found.group(1))

"""Loaded by every Python code sample the runner starts (PYTHONPATH): requests and urllib calls to
https://apipie.ai or https://api.apipie.ai go to the run's mock (APIPIE_MOCK_URL) instead, so samples
run as written, and a connection to anything but this machine fails at once (no network)."""

import os
import socket
import urllib.parse
import urllib.request

API_HOSTS = {"apipie.ai", "api.apipie.ai"}
LOOPBACK = {"127.0.0.1", "::1", "localhost", None}
MOCK = os.environ["APIPIE_MOCK_URL"]


def routed(url):
    parts = urllib.parse.urlsplit(url)
    if parts.scheme == "https" and parts.hostname in API_HOSTS:
        return MOCK + parts.path + (f"?{parts.query}" if parts.query else "")
    return url


def refuse_remote(host):
    if host not in LOOPBACK:
        raise OSError(f"no network in sample runs: a connection to {host} was refused "
                      "(only apipie.ai is routed, to the mock)")


_connect = socket.socket.connect
_connect_ex = socket.socket.connect_ex
_getaddrinfo = socket.getaddrinfo


def connect(self, address):
    refuse_remote(address[0] if isinstance(address, tuple) else None)
    return _connect(self, address)


def connect_ex(self, address):
    refuse_remote(address[0] if isinstance(address, tuple) else None)
    return _connect_ex(self, address)


def getaddrinfo(host, *args, **kwargs):
    refuse_remote(host.decode() if isinstance(host, bytes) else host)
    return _getaddrinfo(host, *args, **kwargs)


socket.socket.connect = connect
socket.socket.connect_ex = connect_ex
socket.getaddrinfo = getaddrinfo

_open = urllib.request.OpenerDirector.open


def open_routed(self, fullurl, *args, **kwargs):
    if isinstance(fullurl, str):
        fullurl = routed(fullurl)
    else:
        fullurl.full_url = routed(fullurl.full_url)
    return _open(self, fullurl, *args, **kwargs)


urllib.request.OpenerDirector.open = open_routed

try:
    import requests
except ImportError:  # the sample cannot use it either
    requests = None

if requests is not None:
    _request = requests.Session.request

    def request_routed(self, method, url, *args, **kwargs):
        return _request(self, method, routed(url), *args, **kwargs)

    requests.Session.request = request_routed

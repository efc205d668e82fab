#!/usr/bin/env python3
"""Runs a program on a fresh pseudo-terminal, types keys at it and records what it prints.

Used by Tests/A11ySnapCLITests/ReviewCommandTests.swift to drive `a11ysnap review` the way a
person at a terminal does.

    pty_driver.py [--cols N] [--env NAME=VALUE]... STEP... -- PROGRAM ARGUMENT...

Steps run in order:
    --expect TEXT   wait until TEXT appears in the output after the previous match
    --send KEYS     type KEYS; Python escapes are decoded (\\x1b[C is the right arrow, \\x03 Ctrl-C)
    --signal NAME   send a signal (e.g. SIGINT) to the program

Afterwards the driver reads until the program closes the terminal and prints one JSON object:
{"status": exit status or null, "signal": terminating signal or null, "output": all output,
 "error": why a step failed, or null}. It exits 0 unless its own arguments are wrong.
"""
import codecs
import fcntl
import json
import os
import pty
import select
import signal
import struct
import sys
import termios
import time

TIMEOUT = 10.0


def parse(argv):
    cols, env, steps = 80, {}, []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            return cols, env, steps, argv[i + 1:]
        if i + 1 >= len(argv):
            break
        value = argv[i + 1]
        if arg == "--cols":
            cols = int(value)
        elif arg == "--env":
            name, _, val = value.partition("=")
            env[name] = val
        elif arg in ("--expect", "--send", "--signal"):
            steps.append((arg[2:], value))
        else:
            break
        i += 2
    sys.exit("usage: pty_driver.py [--cols N] [--env NAME=VALUE]... STEP... -- PROGRAM ARGUMENT...")


def main():
    cols, env, steps, command = parse(sys.argv[1:])
    if not command:
        sys.exit("pty_driver.py: no program given")
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, cols, 0, 0))
        # Start the program as a shell would: no signal blocked (a test runner's worker thread
        # may block them, and the mask is inherited), SIGPIPE not ignored (Python ignores it).
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
        try:
            os.execve(command[0], command, env)
        finally:
            os._exit(127)
    output = bytearray()
    position = 0
    error = None

    def read_some(deadline):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return False
        ready, _, _ = select.select([fd], [], [], remaining)
        if not ready:
            return False
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return False
        if not chunk:
            return False
        output.extend(chunk)
        return True

    for kind, value in steps:
        if kind == "expect":
            wanted = value.encode()
            deadline = time.monotonic() + TIMEOUT
            while output.find(wanted, position) < 0:
                if not read_some(deadline):
                    error = "timed out or the program ended waiting for %r" % value
                    break
            if error:
                break
            position = output.find(wanted, position) + len(wanted)
        elif kind == "send":
            os.write(fd, codecs.decode(value, "unicode_escape").encode("latin-1"))
        elif kind == "signal":
            os.kill(pid, getattr(signal, value))
    deadline = time.monotonic() + TIMEOUT
    while read_some(deadline):
        pass
    status = sig = None
    for _ in range(int(TIMEOUT * 20)):
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            if os.WIFEXITED(code):
                status = os.WEXITSTATUS(code)
            else:
                sig = os.WTERMSIG(code)
            break
        time.sleep(0.05)
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        error = error or "the program did not exit; killed"
    os.close(fd)
    json.dump({"status": status, "signal": sig, "output": output.decode("utf-8", "replace"), "error": error},
              sys.stdout)


if __name__ == "__main__":
    main()

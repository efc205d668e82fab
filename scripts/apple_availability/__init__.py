"""Checks, on Linux, what Xcode would check: that the Apple adapters use the shim's Apple API only
where every Apple platform they are compiled for has it (``availability``), and that no
``@Sendable`` closure captures a value that is Sendable on Linux but not on Darwin (``sendable``).

The entry point is ``scripts/check-apple-availability``; ``docs/ci/APPLE_AVAILABILITY_CHECK.md``
describes what is checked, how uses are resolved and the known limits.
"""

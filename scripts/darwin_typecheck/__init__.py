"""Type-checks the package's Apple-facing code with the real Swift compiler against a stand-in
Darwin SDK built from the installed toolchain (docs/ci/DARWIN_TYPECHECK.md)."""

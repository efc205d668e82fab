"""The toolchain's module interfaces, made into interfaces for a Darwin target.

Two kinds of input, both read from the installed toolchain at run time (nothing of it is stored
in the repository):
- the standard library's own textual interfaces (`Swift`, `_Concurrency`, …, `Testing`), which
  carry Apple availability; they need only retargeting;
- interfaces printed by `swift-synthesize-interface` from the binary modules of swift-foundation
  and swift-corelibs (`FoundationEssentials`, `Foundation`, `Dispatch`, …). The printer makes a
  listing for reading, not for compiling; `fix_synthesized` turns it into an interface, one
  mechanical fix at a time, each explained where it is made.
"""

import re

LINUX_TRIPLE = "x86_64-unknown-linux-gnu"

# The C library the Linux interfaces import, and the Linux-only C modules behind corelibs
# Dispatch. On Darwin the same names come from the `Darwin` module (the stand-in's is
# Sources/AppleShim/DarwinSDK/Darwin).
_LINUX_C_IMPORTS = ("Glibc", "CDispatch")

_NSRANGE = """public struct _NSRange {
    public var location: Swift.Int
    public var length: Swift.Int
    public init()
    public init(location: Swift.Int, length: Swift.Int)
}
public typealias NSRange = Foundation._NSRange"""

_HEADER = "// swift-interface-format-version: 1.0\n// swift-compiler-version: {compiler}\n"


def retarget(text, module, triple):
    """A toolchain interface of the standard library, for `triple`.

    - The triple in the flags becomes the Darwin one.
    - `@backDeployed(before: …)` needs the declaration's body, which interfaces omit for
      non-inlinable code: the attribute is dropped (it changes where code runs, not what
      type-checks).
    - `import Glibc` becomes `import Darwin` (Synchronization imports the C library).
    - Linux's `Mutex` (Synchronization) waits on a futex and reads the thread id through
      `_swift_stdlib_gettid`, a C function the toolchain's shims declare for Linux only; a
      bodiless declaration stands in for it (Darwin's `Mutex` has the same public API).
    - Function bodies are not type-checked (`-experimental-skip-all-function-bodies`): the
      toolchain's compiler checked them, clients only need the declarations, and it makes the
      standard library's build about six times faster (58 s → 8 s for Swift, tvOS). Clients'
      own bodies, and the SIL diagnostics run on them, are unaffected (test_probes.py), except
      the folding of Testing's test records into constants (check.BODILESS_STDLIB_ARTEFACTS).
    - Outside `Swift` itself, availability checking is turned off inside the library (its own
      bodies use newer API under guards the retargeted build cannot always see); its
      declarations' `@available` still bind every client.
    """
    text = text.replace(LINUX_TRIPLE, triple)
    # Clients only type-check against these modules: no optimization of inlinable code.
    text = re.sub(r"^(// swift-module-flags:.*?) -O ", r"\1 -Onone ", text, count=1, flags=re.M)
    text = text.replace("// swift-module-flags: ", "// swift-module-flags: -experimental-skip-all-function-bodies ", 1)
    text = re.sub(r"^[ \t]*@backDeployed\(.*\)[ \t]*\n", "", text, flags=re.M)
    text = _darwin_imports(text)
    if module == "Synchronization":
        text += "\n@usableFromInline internal func _swift_stdlib_gettid() -> Swift.UInt32\n"
    if module != "Swift" or "-xros" in triple:  # visionOS: see platforms.Platform.availability
        text = text.replace("// swift-module-flags: ", "// swift-module-flags: -disable-availability-checking ", 1)
    return text


def fix_synthesized(text, module, triple, compiler):
    """An interface printed by swift-synthesize-interface, made compilable for `triple`."""
    # 1. The printer writes declarations only: the interface header (format, compiler, flags)
    #    is added. Library evolution as in Apple's SDK; Swift 5 mode as the modules were built.
    flags = (f"-target {triple} -enable-library-evolution -swift-version 5 -module-name {module}"
             " -disable-availability-checking -enable-experimental-feature Lifetimes")
    header = _HEADER.format(compiler=compiler) + f"// swift-module-flags: {flags}\n"
    # 2. Interfaces import the concurrency and string-processing libraries explicitly (a
    #    compiled interface gets no implicit imports beyond `Swift`); the printer omits them.
    header += "import _Concurrency\nimport _StringProcessing\n"
    # 3. The C modules of Linux become Darwin (see `_darwin_imports`).
    text = _darwin_imports(text)
    # 4. The printer drops `@_exported` from imports. corelibs Foundation re-exports the
    #    libraries below it and the C library, as Apple's Foundation re-exports Darwin, Dispatch
    #    and (since macOS 15 / iOS 18) FoundationEssentials: so do these.
    if module == "Foundation":
        text = re.sub(r"^import (Darwin|Dispatch|FoundationEssentials|FoundationInternationalization)$",
                      r"@_exported import \1", text, flags=re.M)
    # 5. corelibs Dispatch names two C types of libdispatch that Darwin's Dispatch spells with
    #    the same widths: `dispatch_fd_t` is `Int32`, `dispatch_time_t` is `UInt64` (both
    #    typedefs in <dispatch/io.h> and <dispatch/time.h>).
    text = re.sub(r"\b(?:CDispatch\.|Darwin\.)?dispatch_fd_t\b", "Swift.Int32", text)
    text = re.sub(r"\b(?:CDispatch\.|Darwin\.)?dispatch_time_t\b", "Swift.UInt64", text)
    # 6. corelibs `DispatchObject` keeps its `init()` internal, which the printer leaves out,
    #    so the `override` on its subclasses' printed `init()` overrides nothing visible.
    if module == "Dispatch":
        text = text.replace("override public init()", "public init()")
    # 7. `NSRange` is a C struct of CoreFoundation on Linux and the printer leaves its typealias
    #    without a type. On Darwin it is `_NSRange` (Foundation/NSRange.h: `NSUInteger location,
    #    length`, which Swift imports as `Int`), with the overlay's memberwise initializer.
    text = re.sub(r"^public typealias NSRange\s*$", _NSRANGE, text, flags=re.M)
    # 8. Inlinable and transparent declarations are printed without their bodies, which an
    #    interface must hold: the attributes are dropped (clients type-check the same).
    text = re.sub(r"@(inlinable|_alwaysEmitIntoClient|_transparent|usableFromInline) ", "", text)
    # 9. Subscripts are printed without accessors. Which ones have setters is not in the
    #    listing, so every one gets `{ get set }`: whether a subscript can be assigned is
    #    already checked by the Linux build against the real module; this check is for
    #    availability, platforms, isolation and Sendability.
    text = _subscript_accessors(text)
    # 10. A property with a setter of narrower access is printed `public internal(set) var x: T
    #    { get }`, which does not parse: it is public and read-only to clients, as printed.
    text = re.sub(r"\b(public|open) (?:internal|fileprivate|private|package)\(set\) ", r"\1 ", text)
    # 11. Computed instance properties in extensions are printed like stored ones, without
    #    accessors; they get `{ get set }` (settability, as for subscripts, is the Linux build's
    #    to check).
    text = _extension_property_accessors(text)
    # 12. The printer leaves out underscored protocols' conformances and the extensions of the
    #     C-struct NSRange, which Darwin's Foundation overlay has as well: the `as` bridging of
    #     String and NSString, and NSRange's conversions from and to String ranges
    #     (swiftlang/swift-corelibs-foundation Sources/Foundation/NSRange.swift, NSString.swift).
    if module == "Foundation":
        text += _FOUNDATION_OMISSIONS
    return header + text


_FOUNDATION_OMISSIONS = """
extension Swift.String : Swift._ObjectiveCBridgeable {
    public typealias _ObjectiveCType = Foundation.NSString
    public func _bridgeToObjectiveC() -> Foundation.NSString
    public static func _forceBridgeFromObjectiveC(_ x: Foundation.NSString, result: inout Swift.String?)
    public static func _conditionallyBridgeFromObjectiveC(_ x: Foundation.NSString, result: inout Swift.String?) -> Swift.Bool
    public static func _unconditionallyBridgeFromObjectiveC(_ source: Foundation.NSString?) -> Swift.String
}
extension Foundation._NSRange {
    public init<R, S>(_ region: R, in target: S) where R : Swift.RangeExpression, S : Swift.StringProtocol, R.Bound == Swift.String.Index
    public init<R>(_ region: R) where R : Swift.RangeExpression, R.Bound : Swift.FixedWidthInteger
}
extension Swift.Range where Bound == Swift.String.Index {
    public init?<S>(_ range: Foundation.NSRange, in string: S) where S : Swift.StringProtocol
}
extension Swift.Range where Bound : Swift.FixedWidthInteger {
    public init?(_ range: Foundation.NSRange)
}
"""


def _darwin_imports(text):
    for name in _LINUX_C_IMPORTS:
        text = re.sub(rf"\b{name}\.", "Darwin.", text)
        text = re.sub(rf"^((?:@_exported |public |internal )?import) {name}$", r"\1 Darwin", text, flags=re.M)
    return text


_SUBSCRIPT = re.compile(r"^(\s*(?:@[\w()., :]+ )*(?:public |open |static |class |final |nonisolated |override |mutating |nonmutating )*subscript\b.*\S)\s*$")


def _subscript_accessors(text):
    lines = text.split("\n")
    for index, line in enumerate(lines):
        match = _SUBSCRIPT.match(line)
        if match and not line.rstrip().endswith("}"):
            lines[index] = match.group(1) + " { get set }"
    return "\n".join(lines)


_OPENER = re.compile(r"^\s*(?:@[\w()., :]+ )*(?:public |open |internal |package |final |indirect |nonisolated )*(extension|struct|class|enum|actor|protocol)\b")
_INSTANCE_VAR = re.compile(r"^(\s*(?:@[\w()., :]+ )*(?:public |open |internal |package |final |nonisolated |override |class )*var [^=]*\S)\s*$")


def _extension_property_accessors(text):
    """Gives accessors to the properties the printer leaves without them: instance `var`s at
    the top level or directly inside an extension, and `class var`s, get `{ get set }`; a
    `let` printed with `{ get }` becomes a `var`."""
    lines = text.split("\n")
    scopes = []  # the kind of each open brace: "extension", another declaration kind, or "{"
    for index, line in enumerate(lines):
        code = line.split("//")[0] if "//" in line and '"' not in line else line
        if "{" not in code:
            match = _INSTANCE_VAR.match(code)
            computed = " class var " in f" {code}" or (
                (not scopes or scopes[-1] == "extension") and " static " not in f" {code}")
            if match and computed:
                lines[index] = match.group(1) + " { get set }"
        elif re.search(r"\blet\b[^=]*\{ get \}\s*$", code):
            lines[index] = re.sub(r"\blet\b", "var", line, count=1)
        opener = _OPENER.match(code)
        for character in code:
            if character == "{":
                scopes.append(opener.group(1) if opener else "{")
                opener = None
            elif character == "}" and scopes:
                scopes.pop()
    return "\n".join(lines)


def prune(text, error_lines):
    """`text` without the declarations on `error_lines` (1-based), and what was removed.

    The printer cannot print a few declarations as compilable Swift (extensions of nested types
    of another module lose their conformances, internal types leak into conformances). Each
    declaration the compiler rejects is removed: the member on that line, or the whole block it
    opens, with its attributes. Clients then see those few declarations as missing: code using
    them is reported, never passed. sdk.py lists what was removed beside the module.
    """
    lines = text.split("\n")
    removed = set()
    for number in sorted(set(error_lines)):
        start = number - 1
        if start < 0 or start >= len(lines) or start in removed:
            continue
        end = start
        depth = lines[start].count("{") - lines[start].count("}")
        while depth > 0 and end + 1 < len(lines):
            end += 1
            depth += lines[end].count("{") - lines[end].count("}")
        while start > 0 and lines[start - 1].lstrip().startswith("@"):
            start -= 1
        removed.update(range(start, end + 1))
    kept = [line for index, line in enumerate(lines) if index not in removed]
    dropped = [lines[index].strip() for index in sorted(removed) if lines[index].strip()]
    return "\n".join(kept), dropped

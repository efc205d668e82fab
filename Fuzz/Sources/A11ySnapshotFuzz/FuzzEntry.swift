import A11ySnapshot
#if canImport(Glibc)
import Glibc
#endif

/// The harness `FUZZ_TARGET` names, chosen once when the first input arrives.
let selectedTarget: FuzzTarget = {
    let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
    if name == "list" {
        for target in FuzzTarget.all { print(target.name) }
        exit(0)
    }
    guard let target = FuzzTarget(name: name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        writeToStandardError("set FUZZ_TARGET to one of: \(names) (or list)\n")
        exit(2)
    }
    return target
}()

/// libFuzzer's start-up hook: settles the target (or lists them) before any input runs.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    _ = selectedTarget
    return 0
}

/// libFuzzer's entry point: runs the selected harness on one input. Thrown errors are the expected
/// answer to bad input; a trap, a sanitizer report or a failed invariant is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: size == 0 ? nil : data, count: size)
    selectedTarget.run(Array(bytes))
    return 0
}

import CLibFuzzer
#if canImport(Glibc)
import Glibc
#endif

/// Runs libFuzzer with this process's arguments (`-max_total_time=20`, corpus folders, a crash file to
/// replay…) and exits with its status. Each target's `main.swift` calls it with its one test function.
///
/// SwiftPM links every executable with `--defsym main=<module>_main`, so libFuzzer's own `main` cannot be the
/// entry point: the target's top-level code is, and it hands over to libFuzzer's driver here.
public func runFuzzer(_ test: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
    currentTest = test
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
}

/// libFuzzer calls a C function, which cannot capture: the test waits here. Set once, before fuzzing starts.
nonisolated(unsafe) private var currentTest: ((UnsafeRawBufferPointer) -> Void)?

/// Also the symbol libFuzzer's archive needs to link (its unused `main` refers to it).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let currentTest else { fatalError("libFuzzer started without runFuzzer") }
    currentTest(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
}

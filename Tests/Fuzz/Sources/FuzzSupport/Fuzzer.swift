import CLibFuzzer
#if canImport(Glibc)
import Glibc
#endif

/// Runs libFuzzer with this process's arguments (`-max_total_time=20`, corpus folders, a crash file to
/// replay…) and exits with its status. Each target's `main.swift` calls it with its one test function.
public func runFuzzer(_ test: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
    currentTest = test
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        currentTest?(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    })
}

/// libFuzzer calls a C function, which cannot capture: the test waits here. Set once, before fuzzing starts.
nonisolated(unsafe) private var currentTest: ((UnsafeRawBufferPointer) -> Void)?

/// libFuzzer's archive is pulled in through its own `main`, which needs this symbol to link; SwiftPM's
/// `--defsym main=…` still makes `runFuzzer` the entry point, so this only forwards to the test.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let currentTest else { fatalError("libFuzzer started without runFuzzer") }
    currentTest(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

/// Stops the fuzzer with a message when a property fails: libFuzzer saves the input that did it.
/// (Plain `precondition` would vanish in a release build; this never does.)
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                    file: StaticString = #fileID, line: UInt = #line) {
    guard !condition() else { return }
    fatalError("property failed: \(message())", file: file, line: line)
}

/// libFuzzer's entry point: hands each input to the target's `fuzz(_:)`, compiled alongside.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzz(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Stops the run with `message` when `condition` is false; libFuzzer saves the input that did it.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

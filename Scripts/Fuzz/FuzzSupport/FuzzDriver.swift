#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's driver (in the runtime that `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the program's arguments on `harness`, then exits with its status.
///
/// SwiftPM links every executable target with its own `main` (the target's top-level code), so
/// a harness does not use libFuzzer's `main`: its `main.swift` calls this instead.
public func runFuzzer(_ harness: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv, harness)
    exit(status)
}

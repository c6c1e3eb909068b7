import Foundation
import NavGraphRuntime

/// libFuzzer's entry point for the runtime's untrusted inputs, against the links reference graph's
/// generated code and skeletons (`LinksReference/`, linked from Tests/…/References/links):
/// `NAVGRAPH_FUZZ_TARGET=links` reads each input as a URL and matches it against the generated
/// link table (``LinkInvariants``); `restore` decodes it as a saved state and restores it
/// (``RestoreInvariants``). A violation traps, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func navGraphRuntimeFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // The bytes are copied before the main actor's work: libFuzzer owns the buffer.
    let input = Data(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        switch FuzzTarget.current {
        case .links: LinkInvariants.check(url: String(decoding: input, as: UTF8.self))
        case .restore: RestoreInvariants.check(json: input)
        }
    }
    return 0
}

/// Which runtime input the fuzzer feeds, from `NAVGRAPH_FUZZ_TARGET`.
enum FuzzTarget: String {
    case links, restore

    static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["NAVGRAPH_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else { fatalError("set NAVGRAPH_FUZZ_TARGET to links or restore, not '\(name)'") }
        return target
    }()
}

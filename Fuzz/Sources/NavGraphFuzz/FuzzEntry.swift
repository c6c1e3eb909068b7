import NavGraphCompiler

/// libFuzzer's entry point: one input is one or more graph files (see ``FuzzInput``), checked
/// as one graph; a graph that checks clean is also generated and drawn, in memory only.
/// Every result is held to ``ResultInvariants``; a violation traps, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func navGraphFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let files = FuzzInput.files(from: UnsafeBufferPointer(start: data, count: size))
    let checked = GraphCompiler.check(files)
    ResultInvariants.check(checked.diagnostics, of: files)
    // The reports are what a user sees of the diagnostics; the text report reads each file's
    // lines at the diagnostic's place, so a bad place traps there too.
    let sources = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    _ = TextReport(sources: sources).render(checked.diagnostics)
    _ = JSONReport.render(checked.diagnostics)
    guard let valid = ValidGraph(checked) else { return 0 }
    let generated = SwiftGenerator.generate(valid)
    ResultInvariants.check(generated)
    let picture = GraphPicture(valid)
    _ = MermaidRenderer.render(picture)
    _ = DOTRenderer.render(picture)
    return 0
}

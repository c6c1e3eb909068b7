/// The standard library and Foundation names generated code relies on, each qualified with its
/// module: a graph type may be named `Encoder`, `Hashable`, `Result` or `Identifiable` (it is
/// declared in the app's module and would shadow Swift's), and generated code still means Swift's.
///
/// Every such name a translator writes comes from here (docs/Generation.md, "Names").
enum StandardNames {
    static let hashable = "Swift.Hashable"
    static let sendable = "Swift.Sendable"
    static let codable = "Swift.Codable"
    static let caseIterable = "Swift.CaseIterable"
    static let string = "Swift.String"
    static let preconditionFailure = "Swift.preconditionFailure"
    static let fatalError = "Swift.fatalError"

    /// `Swift.Int`, `Foundation.URL`: a type the graph names without declaring it.
    static func builtin(_ type: BuiltinType) -> String {
        (type.needsFoundation ? "Foundation." : "Swift.") + type.rawValue
    }
}

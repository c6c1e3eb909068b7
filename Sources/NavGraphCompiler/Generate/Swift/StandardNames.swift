/// The standard library and Foundation names generated code relies on, each qualified with its
/// module: a graph type may be named `Encoder`, `Hashable`, `Result` or `Identifiable` (it is
/// declared in the app's module and would shadow Swift's), and generated code still means Swift's.
///
/// The names translators use as conformances and types come from here (docs/Generation.md,
/// "Names"); fixed runtime text such as `NavGraphDestination`'s Codable code writes its qualified
/// names inline.
enum StandardNames {
    static let hashable = "Swift.Hashable"
    static let sendable = "Swift.Sendable"
    static let codable = "Swift.Codable"
    static let caseIterable = "Swift.CaseIterable"
    static let codingKey = "Swift.CodingKey"
    static let customStringConvertible = "Swift.CustomStringConvertible"
    static let string = "Swift.String"
    static let never = "Swift.Never"
    static let preconditionFailure = "Swift.preconditionFailure"
    static let fatalError = "Swift.fatalError"

    /// `Swift.Int`, `Foundation.URL`: a type the graph names without declaring it.
    static func builtin(_ type: BuiltinType) -> String {
        (type.needsFoundation ? "Foundation." : "Swift.") + type.rawValue
    }
}

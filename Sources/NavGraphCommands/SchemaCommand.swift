import NavGraphCompiler

/// `navgraph schema`: print the JSON Schema of graph files (`GraphSchema`).
public struct SchemaCommand: Sendable, Hashable {
    /// The schema command; it takes nothing.
    public init() {}

    /// Prints the schema.
    public func run() -> CommandOutput {
        var output = CommandOutput()
        output.write(GraphSchema.json, to: .standardOutput)
        return output
    }
}

/// The version of NavGraph: the one place the tool's version is written.
public enum NavGraphVersion {
    /// The released version this source tree is, as `navgraph --version` and the SARIF log's
    /// `tool.driver.version` print it. Bump it with each release tag.
    public static let current = "1.0.0"
}

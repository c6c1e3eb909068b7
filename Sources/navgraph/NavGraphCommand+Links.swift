import ArgumentParser
import NavGraphCommands

extension NavGraphCommand {
    /// `navgraph links`: list a graph's links, or write the apple-app-site-association section
    /// for them (`LinksCommand`).
    struct Links: LibraryBackedCommand {
        static let configuration = CommandConfiguration(
            commandName: "links",
            abstract: "List every link with its screen and where it shows the screen.",
            discussion: """
                text: one line per link, its pattern, its screen and its placement (the flows switched \
                and selected from the entry, then shown, pushed or presented). json: the same as a JSON \
                object: `links`, each placement naming the `way` it takes, and `ways`, the step down to \
                each flow a way passes, each written once. aasa: the applinks section of an apple-app-site-association file for every link \
                (links are paths, so each one is a universal link on the site's domain); needs --app-id; \
                --domain names the domain it is served from, whose own links (domain:) it adds.
                Diagnostics go to standard error (--diagnostics-format chooses their format); with \
                errors (or warnings, with --warnings-as-errors) nothing is listed and the exit status is 1.
                """
        )

        /// The formats `--format` accepts.
        enum LinksFormat: String, ExpressibleByArgument, CaseIterable {
            case text
            case json
            case aasa
        }

        @OptionGroup var input: GraphInputOptions
        @OptionGroup var diagnostics: DiagnosticOptions

        @Option(help: "The listing's format: text, json, or aasa (apple-app-site-association applinks).")
        var format: LinksFormat = .text

        @Option(name: .customLong("app-id"), help: ArgumentHelp("With --format aasa: the app's TEAMID.bundle.id.", valueName: "id"))
        var appID: String?

        @Option(help: ArgumentHelp(
            "With --format aasa: the domain the file is served from; it lists that domain's own links (domain:) beside the links of every domain.",
            valueName: "domain"))
        var domain: String?

        func validate() throws {
            if format == .aasa, appID?.isEmpty ?? true {
                throw ValidationError("--format aasa needs --app-id TEAMID.bundle.id.")
            }
        }

        /// What the arguments ask the library to do (after `validate()`, aasa has an app ID).
        var command: LinksCommand {
            let listing: LinkListingFormat = switch format {
            case .text: .text
            case .json: .json
            case .aasa: .appleAppSiteAssociation(appID: appID ?? "", domain: domain)
            }
            return LinksCommand(input: input.input, reporting: diagnostics.reporting(), format: listing)
        }

        func output(in environment: CommandEnvironment) -> CommandOutput { command.run(in: environment) }
    }
}

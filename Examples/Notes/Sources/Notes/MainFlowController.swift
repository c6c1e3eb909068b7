/// The tab bar: folders, settings.
final class MainFlowController: MainFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let library: Library

    init(library: Library) {
        self.library = library
    }

    func makeFolders() -> any FoldersFlowControlling {
        FoldersFlowController(library: library)
    }

    func makeSettings() -> any SettingsFlowControlling {
        SettingsFlowController(library: library)
    }
}

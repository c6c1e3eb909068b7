#if canImport(SwiftUI)
import SwiftUI
#endif

/// Names a new folder, in a sheet at half height; hands the name back.
final class NewFolderFlowController: NewFolderFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    /// Hands `name` back to the folder list, which closes the sheet.
    func create(named name: String) {
        finish(with: name)
    }

    #if canImport(SwiftUI)
    var view: some View {
        NameForm(placeholder: "Folder name", action: "Create", submit: create(named:))
    }
    #endif
}

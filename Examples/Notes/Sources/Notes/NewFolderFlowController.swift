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
        NewFolderView(create: create(named:))
    }
    #endif
}

#if canImport(SwiftUI)
/// A name field and a Create button.
struct NewFolderView: View {
    let create: @MainActor (String) -> Void
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Folder name", text: $name)
            Button("Create") { create(name) }
        }
    }
}
#endif

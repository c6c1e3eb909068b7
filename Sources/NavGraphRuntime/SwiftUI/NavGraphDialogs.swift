#if canImport(SwiftUI)
import SwiftUI
import UniformTypeIdentifiers
#if canImport(PhotosUI)
import Photos
import PhotosUI
#endif
#if canImport(_PhotosUI_SwiftUI)
// `photosPicker` and `PhotosPickerItem` are the overlay that importing SwiftUI and PhotosUI
// together brings in; named here for compilers that do not cross-import (the Linux iOS type-check).
import _PhotosUI_SwiftUI
#endif

/// The alert or confirmation dialog an entry presents, drawn by SwiftUI's own modifiers from what
/// the dialog's FlowController describes. A button reports the person's choice to the navigator
/// (`answer(_:button:)`), whose handlers then run; SwiftUI dismisses the dialog "after the action
/// runs". A confirmation dialog dismissed without a button (tapped away on an iPad) writes
/// `false`, which the navigator follows as a dismissal: the route ends without feedback.
///
/// An alert's text fields (`TextField` and `SecureField` among its actions, iOS 16) edit a copy
/// of their texts kept here for the alert shown (`typed`), handed with the button tapped.
///
/// A document picker is SwiftUI's `fileImporter`: the URLs its `onCompletion` hands over are the
/// person's pick (`picked(_:documents:)`), and its `isPresented` written `false` with nothing
/// picked first is the person's Cancel, which ends the route without feedback. The documentation
/// does not say which of the two SwiftUI does first after a pick; the navigator takes a pick
/// reported first, like an answered dialog, and a pick reported after the write of `false` comes
/// after the route has ended and changes nothing.
///
/// A Safari view is a `.sheet(isPresented:)` of its own holding `NavGraphSafariView`: its Done, or
/// the sheet swiped down, writes `false`, which ends the route without feedback. A share sheet is
/// a `.popover(isPresented:)` of its own holding `NavGraphShareView`: a service chosen is reported
/// (`shared(_:result:)`) before the write of `false`, which then changes nothing; the sheet closed
/// without one, or its popover tapped away, writes `false` alone and ends the route without
/// feedback.
///
/// A photo picker is SwiftUI's `photosPicker`, reading the shared photo library (so that each item
/// carries its identifier): the items it writes to its selection when the person taps Add are the
/// pick (`pickedPhotos(_:photos:)`), and, as for the file importer, `isPresented` written `false`
/// with nothing picked first is Cancel.
///
/// A web authentication session is `webAuthenticationSession` run by a task of the presenting
/// view (`NavGraphWebAuthentications`): its end is reported (`authenticated(_:callback:)`), and no
/// binding follows.
@MainActor
struct NavGraphDialogs: ViewModifier {
    @ObservedObject var scene: NavGraphScene
    let presenter: NavGraphEntryID
    /// What the person typed, and the alert it was typed in: another alert starts from its own texts.
    @State private var typed: (alert: NavGraphEntryID, fields: [String])?

    func body(content: Content) -> some View {
        let alert = shown(as: .alert)
        let dialog = shown(as: .confirmationDialog)
        let picker = shownPicker()
        content
            .alert(Text(alert?.alert.title ?? ""), isPresented: isPresented(as: .alert), presenting: alert) { shown in
                fields(of: shown)
                buttons(of: shown)
            } message: { shown in
                if let message = shown.alert.message { Text(message) }
            }
            .confirmationDialog(Text(dialog?.alert.title ?? ""), isPresented: isPresented(as: .confirmationDialog), titleVisibility: .visible, presenting: dialog) { shown in
                buttons(of: shown)
            } message: { shown in
                if let message = shown.alert.message { Text(message) }
            }
            .fileImporter(
                isPresented: isPresented(as: .fileImporter),
                allowedContentTypes: picker?.offered.contentTypes.compactMap { UTType($0) } ?? [],
                allowsMultipleSelection: picker?.offered.allowsMultipleSelection ?? false
            ) { result in
                // A failure picked nothing: the write of `false` ends the route as a Cancel does.
                guard let picker, case .success(let documents) = result else { return }
                scene.navigator.picked(picker.id, documents: documents)
            }
            .modifier(NavGraphSystemControllers(
                scene: scene, presenter: presenter,
                safari: isPresented(as: .safari), share: isPresented(as: .share), photos: isPresented(as: .photosPicker)))
            .modifier(NavGraphWebAuthentications(scene: scene, presenter: presenter))
    }

    /// The document picker the presenter shows, with its entry and what it offers.
    private func shownPicker() -> (id: NavGraphEntryID, offered: NavGraphDocumentPicker)? {
        guard let id = scene.navigator.presented(over: presenter, as: .fileImporter),
              let screen = scene.navigator.navigation.flowController(for: id) as? any NavGraphDocumentPickerScreen else { return nil }
        return (id, screen.documentPicker)
    }

    /// The dialog of this kind the presenter shows, with its entry.
    private func shown(as kind: NavGraphSwiftUINavigator.PresentationKind) -> (id: NavGraphEntryID, alert: NavGraphShownAlert)? {
        guard let id = scene.navigator.presented(over: presenter, as: kind),
              let screen = scene.navigator.navigation.flowController(for: id) as? any NavGraphAlertScreen else { return nil }
        return (id, screen.shownAlert)
    }

    private func isPresented(as kind: NavGraphSwiftUINavigator.PresentationKind) -> Binding<Bool> {
        let presented = scene.presented(over: presenter, as: kind)
        return Binding(get: { presented.wrappedValue != nil }, set: { if !$0 { presented.wrappedValue = nil } })
    }

    @ViewBuilder private func buttons(of shown: (id: NavGraphEntryID, alert: NavGraphShownAlert)) -> some View {
        ForEach(Array(shown.alert.buttons.enumerated()), id: \.offset) { index, button in
            Button(button.title, role: Self.role(of: button.role)) {
                scene.navigator.answer(shown.id, button: index, fields: texts(of: shown))
            }
        }
    }

    @ViewBuilder private func fields(of shown: (id: NavGraphEntryID, alert: NavGraphShownAlert)) -> some View {
        ForEach(Array(shown.alert.textFields.enumerated()), id: \.offset) { index, field in
            if field.isSecure {
                SecureField(field.placeholder, text: text(at: index, of: shown))
            } else {
                TextField(field.placeholder, text: text(at: index, of: shown))
            }
        }
    }

    /// The fields' texts as typed in the alert `shown`, or as it starts.
    private func texts(of shown: (id: NavGraphEntryID, alert: NavGraphShownAlert)) -> [String] {
        typed?.alert == shown.id ? typed?.fields ?? [] : shown.alert.textFields.map(\.text)
    }

    private func text(at index: Int, of shown: (id: NavGraphEntryID, alert: NavGraphShownAlert)) -> Binding<String> {
        Binding(
            get: { texts(of: shown)[index] },
            set: { newText in
                var fields = texts(of: shown)
                fields[index] = newText
                typed = (shown.id, fields)
            })
    }

    private static func role(of role: NavGraphAlertRole) -> ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

/// The system's sheets the presenter shows that need UIKit's frameworks: a Safari view in a sheet
/// (`NavGraphSafariView`), a share sheet in a popover (`NavGraphShareView`), a photo picker.
@MainActor
private struct NavGraphSystemControllers: ViewModifier {
    @ObservedObject var scene: NavGraphScene
    let presenter: NavGraphEntryID
    let safari: Binding<Bool>
    let share: Binding<Bool>
    let photos: Binding<Bool>

    func body(content: Content) -> some View {
        #if canImport(SafariServices) && canImport(PhotosUI) && canImport(UIKit)
        let picker = shown(as: .photosPicker, (any NavGraphPhotoPickerScreen).self)
        let offered = picker?.screen.photoPicker ?? NavGraphPhotoPicker()
        content
            .sheet(isPresented: safari) {
                if let (_, screen) = shown(as: .safari, (any NavGraphSafariScreen).self) {
                    NavGraphSafariView(url: screen.safariURL) { safari.wrappedValue = false }
                }
            }
            .popover(isPresented: share) {
                if let (id, screen) = shown(as: .share, (any NavGraphShareScreen).self) {
                    NavGraphShareView(
                        items: screen.shareItems,
                        shared: { scene.navigator.shared(id, result: $0) },
                        close: { share.wrappedValue = false })
                }
            }
            .photosPicker(
                isPresented: photos,
                selection: Binding(get: { [] }, set: { items in
                    guard let picker, !items.isEmpty else { return }
                    scene.navigator.pickedPhotos(picker.id, photos: items.map(NavGraphPickedPhoto.init))
                }),
                // 0 is the system's limit, as `PHPickerConfiguration.selectionLimit` takes it.
                maxSelectionCount: offered.selectionLimit == 0 ? nil : offered.selectionLimit,
                matching: offered.pickerFilter,
                photoLibrary: .shared())
        #else
        content
        #endif
    }

    /// The entry the presenter shows with the modifier `kind`, and its FlowController as a `Screen`.
    private func shown<Screen>(as kind: NavGraphSwiftUINavigator.PresentationKind, _ type: Screen.Type) -> (id: NavGraphEntryID, screen: Screen)? {
        guard let id = scene.navigator.presented(over: presenter, as: kind),
              let screen = scene.navigator.navigation.flowController(for: id) as? Screen else { return nil }
        return (id, screen)
    }
}
#endif

#if canImport(UIKit)
import UIKit
#endif

/// A screen to try modal presentation styles with; closes itself.
final class ModalSampleFlowController: NavGraphViewController, ModalSampleFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    /// The view reports a tap on Close.
    func close() {
        finish()
    }

    #if canImport(UIKit)
    override func loadView() {
        view = UIButton(configuration: .gray(), primaryAction: UIAction(title: "Close") { [weak self] _ in self?.close() })
    }
    #endif
}

import UIKit

// The FlowControllers of container.navgraph.yaml, as an app writes them: C lays its two
// children out side by side, every other one draws nothing.

final class TabsFlowController: UIViewController, TabsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeS() -> any SFlowControlling { SFlowController() }
    func makeO() -> any OFlowControlling { OFlowController() }
}

final class SFlowController: UIViewController, SFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeC() -> any CFlowControlling { CFlowController() }
    /// What the link pushes onto S, S makes.
    func makeD() -> any DFlowControlling { DFlowController() }
}

final class OFlowController: UIViewController, OFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeOther() -> any OtherFlowControlling { OtherFlowController() }
}

final class CFlowController: UIViewController, CFlowControlling {
    /// The container shown last: how main.swift finds it.
    static var shown: CFlowController?
    weak var navigator: (any NavGraphNavigator)?
    private(set) var a: AFlowController?
    func makeA() -> any AFlowControlling {
        let made = AFlowController()
        a = made
        return made
    }
    func makeB() -> any BFlowControlling { BFlowController() }
    func contain(_ viewController: NavGraphViewController, as child: CChild) {
        Self.shown = self
        layOutChild(viewController)
    }
}

final class AFlowController: UIViewController, AFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeD() -> any DFlowControlling { DFlowController() }
}

final class BFlowController: UIViewController, BFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class DFlowController: UIViewController, DFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class OtherFlowController: UIViewController, OtherFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

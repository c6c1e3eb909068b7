#if canImport(UIKit)
import UIKit
#endif

/// The search navigation stack, shown while someone is logged in.
final class SearchFlowFlowController: NavGraphViewController, SearchFlowFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// Who is logged in; set by the FlowController that makes this one.
    var session: ReaderSession!

    func makeSearch() -> any SearchFlowControlling {
        let search = SearchFlowController()
        search.session = session
        return search
    }

    func makeTopic() -> any TopicFlowControlling {
        let topic = TopicFlowController()
        topic.session = session
        return topic
    }
}

#if canImport(SwiftUI)
import SwiftUI
#endif

/// What the status row does, whichever of the eight screens shows it: each action is a route of
/// the shared routes StatusRow, performed through the one contract every such screen refines.
@MainActor
struct StatusRowActions {
    /// The status the row shows.
    let status: Status
    /// The screen that shows the row.
    weak var routing: (any StatusRowRouting)?

    func openAuthor() { routing?.perform(.account(status.author)) }
    func openThread() { routing?.perform(.thread(status.id)) }
    func openTag(_ tag: Tag) { routing?.perform(.hashtag(tag)) }
    func reply() { routing?.perform(.reply(.reply(status.id))) }
    func quote() { routing?.perform(.reply(.quote(status.id))) }
    func openMedia() { if let media = status.media { routing?.perform(.media(media)) } }
    func share() { routing?.perform(.share(status.id), anchor: .source) }
}

// What the shared routes make, once for the eight screens that offer them: each of those
// FlowControllers holds the store, and this extension makes the destinations with it.
extension StatusRowRouting where Self: StoreHolding {
    func makeAccount() -> any ProfileFlowControlling { ProfileFlowController(store: store) }
    func makeThread() -> any StatusDetailFlowControlling { StatusDetailFlowController(store: store) }
    func makeHashtag() -> any HashtagTimelineFlowControlling { HashtagTimelineFlowController(store: store) }
    func makeReply() -> any EditorFlowControlling { EditorFlowController(store: store) }
    func makeMedia() -> any MediaViewerFlowControlling { MediaViewerFlowController() }
    func makeShare() -> any ShareStatusFlowControlling { ShareStatusFlowController() }

    /// A reply or quote that was posted is logged; a draft stays a draft.
    func replyDidFinish(with feedback: PostResult) { store.record("\(navGraphNode.rawValue) heard the reply \(feedback)") }
}

// The account row's route, once for the two lists that show it.
extension AccountRowRouting where Self: StoreHolding {
    func makeAccount() -> any ProfileFlowControlling { ProfileFlowController(store: store) }
}

// The account header's routes, once for the two profiles that show it.
extension AccountHeaderRouting where Self: StoreHolding {
    func makeFollowers() -> any FollowersFlowControlling { FollowersFlowController(store: store) }
    func makeFollowing() -> any FollowingFlowControlling { FollowingFlowController(store: store) }
}

#if canImport(SwiftUI)
/// The status row: the author, the text with its hashtags, the media, and reply, quote and
/// share buttons. It reports every tap through `StatusRowActions`.
struct StatusRowView: View {
    let actions: StatusRowActions

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Button("@\(actions.status.author)", action: actions.openAuthor).font(.headline)
            Button(actions.status.text, action: actions.openThread).buttonStyle(.plain)
            HStack {
                ForEach(actions.status.tags, id: \.self) { tag in Button("#\(tag)") { actions.openTag(tag) } }
            }
            if actions.status.media != nil { Button("Show media", action: actions.openMedia) }
            HStack {
                Button("Reply", action: actions.reply)
                Button("Quote", action: actions.quote)
                Button("Share", action: actions.share)
            }
            .buttonStyle(.borderless)
        }
    }
}

/// A list of statuses, each in a status row that performs its routes through `routing`.
struct StatusList: View {
    let statuses: [Status]
    weak var routing: (any StatusRowRouting)?

    var body: some View {
        List(statuses, id: \.id) { status in StatusRowView(actions: StatusRowActions(status: status, routing: routing)) }
    }
}
#endif

// Drives the `full` reference graph headlessly, as an app's unit test would, and exits
// non-zero at the first expectation that does not hold. Run by ConsumerTests.

import Foundation

@MainActor
func top<T>(_ navigator: NavGraphHeadlessNavigator, as type: T.Type, line: Int = #line) -> T {
    guard let top = navigator.topFlowController as? T else {
        print("FAILED (main.swift:\(line)): the top is \(navigator.visiblePath), not a \(T.self)")
        exit(1)
    }
    return top
}

/// Saves `navigator`'s state as JSON and restores it in a new navigator, which must show the
/// same screens and save the same state.
@MainActor
func restoresAsSaved(_ navigator: NavGraphHeadlessNavigator, _ what: String, line: Int = #line) {
    let saved = navigator.savedState!
    let relaunched = NavGraphHeadlessNavigator()
    do {
        let json = try JSONEncoder().encode(saved)
        try relaunched.restore(JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: json), entry: RootFlowController(recorder: Recorder()))
    } catch {
        expect(false, "\(what) restores (main.swift:\(line)): \(error)")
    }
    expect(relaunched.visiblePath == navigator.visiblePath && relaunched.savedState == saved, "\(what) comes back as it was (main.swift:\(line)): \(relaunched.visiblePath)")
}

@MainActor
func drive() {
    let recorder = Recorder()
    let navigator = NavGraphHeadlessNavigator()
    let root = RootFlowController(recorder: recorder)
    navigator.start(entry: root)
    expect(navigator.visiblePath == [.root, .onboarding], "starts with onboarding: \(navigator.visiblePath)")

    // replace acts on the enclosing switch flow, which makes its child: the one place it is made.
    let beforeDone = recorder.events.count
    top(navigator, as: OnboardingFlowController.self).perform(.done)
    expect(navigator.visiblePath == [.root, .main, .feed, .feedList], "replace shows Main: \(navigator.visiblePath)")
    expect(navigator.currentChild(of: root) is MainFlowController, "the switch shows Main")
    expect(recorder.events[beforeDone...].first == "Root made Main", "the switch flow made Main: \(recorder.events[beforeDone...])")

    // push hands over a typed context.
    let feedList = top(navigator, as: FeedListFlowController.self)
    feedList.perform(.detail(42))
    let detail = top(navigator, as: ItemDetailFlowController.self)
    expect(detail.itemID == 42, "ItemDetail got its context")
    expect(navigator.stack(containing: detail).map(\.navGraphNode) == [.feedList, .itemDetail], "pushed onto Feed's stack")

    // present in a stack; feedback returns typed to the opener, which is still the same instance.
    detail.perform(.contactForm(42))
    let presentation = navigator.presentation(over: detail)
    expect(presentation?.presentation == .formSheet && presentation?.embedInStack == true, "presented as an embedded form sheet")
    top(navigator, as: ContactFormFlowController.self).finish(with: .sent)
    expect(navigator.presentation(over: detail) == nil, "finishing dismisses")
    expect(recorder.events.last == "ItemDetail 42 got contact result sent", "the opener received the feedback")

    // a sheet that hands back a value can end without one (its Cancel): the opener's DidEnd runs.
    detail.perform(.contactForm(42))
    top(navigator, as: ContactFormFlowController.self).finish()
    expect(navigator.presentation(over: detail) == nil, "cancelling dismisses")
    expect(recorder.events.last == "ItemDetail 42 heard contact form ended", "the opener heard the cancel: \(recorder.events.last ?? "")")

    // the user closes what the app opened: the opener hears that the route ended without feedback.
    detail.perform(.help)
    expect(navigator.userSwipesDownSheet(), "the help page sheet can be swiped down")
    expect(recorder.events.last == "ItemDetail 42 heard help ended", "the opener heard it: \(recorder.events.last ?? "")")
    // a confirmation dialog: its context words it, a button hands back its case.
    detail.perform(.report(42))
    expect(navigator.shownAlert?.title == "Report item 42" && navigator.shownAlert?.kind == .confirmationDialog, "the dialog is shown")
    expect(!navigator.userSwipesDownSheet(), "a dialog is not swiped down")
    expect(navigator.userTapsAlertButton("Offensive"), "a button is tapped")
    expect(recorder.events.last == "ItemDetail 42 reported as offensive", "the opener got the case: \(recorder.events.last ?? "")")
    detail.perform(.report(42))
    expect(navigator.userTapsAlertButton("Cancel") && recorder.events.last == "ItemDetail 42 heard report ended", "Cancel ends the route")
    detail.perform(.related(8))
    detail.perform(.related(9))
    expect(navigator.stack(containing: detail).count == 3, "a double tap pushes once")
    expect(navigator.userTapsBack(), "the user goes back")
    expect(recorder.events.last == "ItemDetail 42 heard related ended", "the opener heard the back button")

    // push from a pushed screen, then pop back.
    detail.perform(.related(7))
    let related = top(navigator, as: ItemDetailFlowController.self)
    expect(related !== detail && related.itemID == 7, "a second ItemDetail with its own context")
    related.finish()
    expect(navigator.visiblePath.last == .itemDetail && navigator.topFlowController === detail, "pop returns to the first ItemDetail")
    expect(recorder.events.last == "ItemDetail 42 heard related ended", "finishing without feedback ends the route")
    detail.finish()
    expect(navigator.topFlowController === feedList, "pop returns to FeedList")

    // feedback of type T received where T? is expected; push inside a presented stack; a record and a dictionary context.
    feedList.perform(.search(SearchCondition(keyword: "lamp", category: nil, order: .default, tags: ["home"])))
    let search = top(navigator, as: SearchFlowController.self)
    search.perform(.history(["lamp": 2, "desk": 1]))
    expect(navigator.stack(containing: search).map(\.navGraphNode) == [.search, .history], "History pushed in Search's stack")
    top(navigator, as: HistoryFlowController.self).finish(with: ["lamp", "desk"])
    expect(recorder.events.last == "Search got history [\"lamp\", \"desk\"]", "Search received History's feedback")
    search.finish(with: SearchCondition(keyword: "desk", category: "office", order: .popular, tags: []))
    expect(recorder.events.last == "FeedList got search desk popular []", "FeedList received Search's feedback: \(recorder.events.last ?? "")")
    expect(navigator.topFlowController === feedList, "Search dismissed")

    // unwind pops back within a stack, and across a presentation to a flow; no opener gets feedback.
    feedList.perform(.detail(8))
    top(navigator, as: ItemDetailFlowController.self).perform(.related(9))
    top(navigator, as: ItemDetailFlowController.self).perform(.backToList)
    expect(navigator.topFlowController === feedList && navigator.stack(containing: feedList).count == 1, "unwound to FeedList")
    let eventsBeforeUnwind = recorder.events.count
    feedList.perform(.search(SearchCondition(keyword: "sofa", category: nil, order: .newest, tags: [])))
    top(navigator, as: SearchFlowController.self).perform(.history([:]))
    top(navigator, as: HistoryFlowController.self).perform(.backToFeed)
    expect(navigator.visiblePath == [.root, .main, .feed, .feedList], "unwound across the presentation: \(navigator.visiblePath)")
    expect(navigator.presentation(over: feedList) == nil, "the presentation is dismissed")
    expect(!recorder.events[eventsBeforeUnwind...].contains { $0.hasPrefix("FeedList got") }, "no opener gets feedback from an unwind")
    expect(HistoryRoute.backToFeed.transition == .unwind(to: .feed), "an unwind's transition as data")

    // an unwind that hands back feedback: it closes the whole presentation, and FeedList's route that presented Search receives it.
    feedList.perform(.search(SearchCondition(keyword: "rug", category: nil, order: .newest, tags: [])))
    top(navigator, as: SearchFlowController.self).perform(.history([:]))
    top(navigator, as: HistoryFlowController.self).perform(.searchAgain(SearchCondition(keyword: "rug", category: "floor", order: .popular, tags: ["wool"])))
    expect(navigator.topFlowController === feedList && navigator.presentation(over: feedList) == nil, "unwound across the presentation")
    expect(recorder.events.last == "FeedList got search rug popular [\"wool\"]", "FeedList's route received the unwind's feedback: \(recorder.events.last ?? "")")

    // one shared component performs the shared routes from two screens through one API; each
    // screen hears how its own route ended.
    ItemRow(itemID: 3, routing: feedList).tapSeller()
    let seller = top(navigator, as: SellerFlowController.self)
    expect(seller.itemID == 3 && navigator.stack(containing: seller).map(\.navGraphNode) == [.feedList, .seller], "the row pushed Seller from FeedList")
    expect(navigator.userTapsBack(), "back from Seller")
    feedList.perform(.detail(4))
    let rowDetail = top(navigator, as: ItemDetailFlowController.self)
    ItemRow(itemID: 4, routing: rowDetail).tapSeller()
    expect(top(navigator, as: SellerFlowController.self).itemID == 4, "the row pushed Seller from ItemDetail")
    top(navigator, as: SellerFlowController.self).finish()
    expect(recorder.events.last == "ItemDetail 4 heard seller ended", "ItemDetail heard its shared route end: \(recorder.events.last ?? "")")
    ItemRow(itemID: 4, routing: rowDetail).tapShare()
    expect(navigator.presentation(over: rowDetail)?.presentation == .popover, "the row presented Share as a popover")
    top(navigator, as: ShareFlowController.self).finish(with: .mail)
    expect(recorder.events.last == "ItemDetail 4 shared to mail", "ItemDetail got the shared route's feedback: \(recorder.events.last ?? "")")
    rowDetail.finish()
    ItemRow(itemID: 5, routing: feedList).tapShare()
    top(navigator, as: ShareFlowController.self).finish(with: .messages)
    expect(recorder.events.last == "FeedList shared to messages", "FeedList got it from the same row: \(recorder.events.last ?? "")")
    expect(ItemRowRoute.seller(1).destination == .seller(1), "a shared route is data like any other")

    // the tabs flow's own route: it presents over the tab bar whichever tab shows, and hands the
    // feedback to the flow; ignored while a sheet covers the tabs.
    let main = navigator.currentChild(of: root) as! MainFlowController
    main.perform(.scan)
    expect(navigator.presentation(over: main)?.presentation == .fullScreen, "Main presented ScanCode over the tabs")
    top(navigator, as: ScanCodeFlowController.self).finish(with: 12)
    expect(recorder.events.last == "Main scanned 12", "the flow got the feedback: \(recorder.events.last ?? "")")
    feedList.perform(.search(SearchCondition(keyword: "x", category: nil, order: .newest, tags: [])))
    main.perform(.scan)
    expect(navigator.presentation(over: main) == nil, "no scan over the search sheet")
    top(navigator, as: SearchFlowController.self).finish()
    feedList.perform(.detail(5))
    main.perform(.scan)
    expect(top(navigator, as: ScanCodeFlowController.self) === navigator.topFlowController, "a pushed screen is inside the flow: the scan shows")
    let scanState = navigator.savedState!
    let scanRelaunch = NavGraphHeadlessNavigator()
    do {
        try scanRelaunch.restore(scanState, entry: RootFlowController(recorder: Recorder()))
    } catch {
        expect(false, "a state with the flow's presentation restores: \(error)")
    }
    expect(scanRelaunch.visiblePath == navigator.visiblePath, "restored over the tabs: \(scanRelaunch.visiblePath)")
    expect(navigator.userSwipesDownSheet() == false, "a full-screen cover is not swiped down")
    top(navigator, as: ScanCodeFlowController.self).finish()
    expect(recorder.events.last == "Main heard scan ended", "the flow heard the route end: \(recorder.events.last ?? "")")
    top(navigator, as: ItemDetailFlowController.self).finish()

    // an external type as context and inside feedback.
    let lamp = Item(id: 1, title: "Lamp")
    feedList.perform(.preview(lamp))
    expect(navigator.presentation(over: feedList)?.presentation == .popover, "Preview is a popover")
    top(navigator, as: PreviewFlowController.self).finish(with: Selection(item: lamp, note: "gift"))
    expect(recorder.events.last == "FeedList got selection Lamp gift", "FeedList received the selection")

    // select acts on the enclosing tabs flow.
    feedList.perform(.settings)
    expect(navigator.visiblePath == [.root, .main, .settings], "select shows the Settings tab: \(navigator.visiblePath)")
    let settings = top(navigator, as: SettingsFlowController.self)
    settings.perform(.help)
    top(navigator, as: HelpFlowController.self).finish()
    expect(navigator.topFlowController === settings, "Help dismissed")
    settings.perform(.about)
    expect(navigator.shownAlert?.buttons.map(\.title) == ["OK"], "an alert with no buttons gets OK")
    expect(navigator.userTapsAlertButton("OK") && recorder.events.last == "Settings heard about ended", "OK ends the route")

    // replace from inside a tab swaps the switch's child back.
    let beforeSignOut = recorder.events.count
    settings.perform(.signOut)
    expect(navigator.visiblePath == [.root, .onboarding], "signed out: \(navigator.visiblePath)")
    expect(Array(recorder.events[beforeSignOut...]) == ["Root made Onboarding", "Onboarding started"], "the switch flow made Onboarding: \(recorder.events[beforeSignOut...])")

    // routes are data too: transitions and destinations, Codable where the context is.
    expect(ItemDetailRoute.contactForm(1).transition == .present(NavGraphPresentationOptions(.formSheet, embedInStack: true)), "transition as data")
    expect(FeedListRoute.detail(5).destination == .itemDetail(5), "destination as data")
    let saved = [NavGraphDestination.feedList, .itemDetail(5), .search(SearchCondition(keyword: "k", category: nil, order: .newest, tags: []))]
    let data = try! JSONEncoder().encode(saved)
    let restored = try! JSONDecoder().decode([NavGraphDestination].self, from: data)
    expect(restored == saved, "destinations survive encoding: \(restored)")
    expect(restored[1].context(as: ItemID.self) == 5, "a restored destination's context is typed")
    expect((try? JSONEncoder().encode(NavGraphDestination.preview(lamp))) == nil, "an external, non-Codable context refuses to encode")

    // the whole navigation saved as JSON and restored in a new navigator through the contracts;
    // the restored openers still receive their routes' feedback.
    top(navigator, as: OnboardingFlowController.self).perform(.done)
    let savedList = top(navigator, as: FeedListFlowController.self)
    savedList.perform(.detail(6))
    ItemRow(itemID: 6, routing: top(navigator, as: ItemDetailFlowController.self)).tapSeller()
    let sellerState = navigator.savedState!
    let sellerRelaunch = NavGraphHeadlessNavigator()
    do {
        try sellerRelaunch.restore(sellerState, entry: RootFlowController(recorder: Recorder()))
    } catch {
        expect(false, "a state opened by a shared route restores: \(error)")
    }
    expect(sellerRelaunch.stack(containing: top(sellerRelaunch, as: SellerFlowController.self)).map(\.navGraphNode) == [.feedList, .itemDetail, .seller],
           "the restored ItemDetail opened Seller again by its shared route: \(sellerRelaunch.visiblePath)")
    top(navigator, as: SellerFlowController.self).finish()
    top(navigator, as: ItemDetailFlowController.self).finish()
    savedList.perform(.search(SearchCondition(keyword: "lamp", category: nil, order: .newest, tags: [])))
    top(navigator, as: SearchFlowController.self).perform(.history(["lamp": 1]))
    let savedState = navigator.savedState!
    let json = try! JSONEncoder().encode(savedState)
    let relaunchRecorder = Recorder()
    let relaunched = NavGraphHeadlessNavigator()
    do {
        try relaunched.restore(JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: json), entry: RootFlowController(recorder: relaunchRecorder))
    } catch {
        expect(false, "the saved state restores: \(error)")
    }
    expect(relaunched.visiblePath == navigator.visiblePath, "the same screens show: \(relaunched.visiblePath)")
    expect(relaunched.savedState == savedState, "saving the restored state gives what was saved")
    let restoredSearch = relaunched.stack(containing: top(relaunched, as: HistoryFlowController.self))
    expect(restoredSearch.map(\.navGraphNode) == [.search, .history], "History is pushed in the restored Search's stack")
    top(relaunched, as: HistoryFlowController.self).finish(with: ["lamp"])
    expect(relaunchRecorder.events.last == "Search got history [\"lamp\"]", "the restored Search received History's feedback")
    top(relaunched, as: SearchFlowController.self).finish(with: SearchCondition(keyword: "desk", category: nil, order: .newest, tags: []))
    expect(relaunchRecorder.events.last?.hasPrefix("FeedList got search") == true, "the restored FeedList received Search's feedback")
    expect(relaunched.visiblePath == [.root, .main, .feed, .feedList], "back to the restored list")
    navigator.holdsTransitions = true
    top(navigator, as: HistoryFlowController.self).finish(with: [])
    do {
        try navigator.restore(savedState, entry: RootFlowController(recorder: Recorder()))
        expect(false, "no restoring while a transition is drawn")
    } catch {
        expect(error as? NavGraphRestoreError == .transitionRunning, "refused while a transition is drawn: \(error)")
    }
    navigator.completeTransitions()
    navigator.holdsTransitions = false
    top(navigator, as: SearchFlowController.self).finish(with: SearchCondition(keyword: "desk", category: nil, order: .newest, tags: []))
    savedList.perform(.preview(Item(id: 2, title: "Chair")))
    expect((try? JSONEncoder().encode(navigator.savedState!)) == nil, "a state holding an external, non-Codable context refuses to encode")
    top(navigator, as: PreviewFlowController.self).finish(with: Selection(item: Item(id: 2, title: "Chair"), note: nil))
    top(navigator, as: FeedListFlowController.self).perform(.settings)
    top(navigator, as: SettingsFlowController.self).perform(.signOut)

    // stack surgery: the seller's page takes the details' place, and is restored through the
    // route that opened the details and the one that replaced them; then the Feed stack starts
    // again from its root, which the Feed flow makes.
    top(navigator, as: OnboardingFlowController.self).perform(.done)
    top(navigator, as: FeedListFlowController.self).perform(.detail(8))
    top(navigator, as: ItemDetailFlowController.self).perform(.sellerPage(8))
    let page = top(navigator, as: SellerFlowController.self)
    expect(page.itemID == 8 && navigator.stack(containing: page).map(\.navGraphNode) == [.feedList, .seller], "Seller in ItemDetail's place: \(navigator.visiblePath)")
    restoresAsSaved(navigator, "a screen in another's place")
    page.perform(.allItems)
    expect(navigator.stack(containing: top(navigator, as: FeedListFlowController.self)).count == 1, "the Feed stack starts again from FeedList")

    // an open route from the Settings tab: Feed is selected and the item pushed where it lives.
    top(navigator, as: FeedListFlowController.self).perform(.settings)
    top(navigator, as: SettingsFlowController.self).perform(.lastViewed(11))
    let opened = top(navigator, as: ItemDetailFlowController.self)
    expect(opened.itemID == 11 && navigator.stack(containing: opened).map(\.navGraphNode) == [.feedList, .itemDetail], "opened in Feed: \(navigator.visiblePath)")
    restoresAsSaved(navigator, "a screen an open route opened")
    navigator.start(entry: RootFlowController(recorder: Recorder()))

    // two navigators (two windows) do not share anything.
    let other = NavGraphHeadlessNavigator()
    other.start(entry: RootFlowController(recorder: Recorder()))
    expect(other.visiblePath == [.root, .onboarding] && navigator.visiblePath == [.root, .onboarding], "independent navigators")

    print(recorder.events.joined(separator: "\n"))
    print("OK")
}

MainActor.assumeIsolated { drive() }

import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A controller that logs its lifecycle into a shared journal (so the order between two
/// controllers can be checked).
private final class JournalController: UIViewController {
  let name: String
  let journal: Journal
  var customView: UIView?

  init(_ name: String, journal: Journal, customView: UIView? = nil) {
    self.name = name
    self.journal = journal
    self.customView = customView
    super.init(nibName: nil, bundle: nil)
  }

  override func loadView() {
    journal.add("\(name).loadView")
    if let customView { view = customView } else { super.loadView() }
  }
  override func viewDidLoad() { journal.add("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { journal.add("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { journal.add("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { journal.add("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { journal.add("\(name).viewDidDisappear") }
  override func viewWillLayoutSubviews() { journal.add("\(name).viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { journal.add("\(name).viewDidLayoutSubviews") }
}

/// A root view that logs its layoutSubviews into the controller's journal.
private final class JournalView: UIView {
  var journal: Journal?
  override func layoutSubviews() { journal?.add("view.layoutSubviews") }
}

@MainActor
private final class Journal {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func index(_ entry: String) -> Int? { entries.firstIndex(of: entry) }
  func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
  /// The entries without the layout callbacks.
  var lifecycle: [String] { entries.filter { !$0.contains("ayout") } }
}

@MainActor
@Suite("UIViewController", .serialized, .uikitRuntime)
struct UIViewControllerTests {
  // UIKit: "The view controller calls [loadView] when its view property is requested but is
  // currently nil", then viewDidLoad; both once. Nothing is loaded before that.
  @Test("loadView and viewDidLoad run once, on first access of view")
  func loadsOnFirstAccess() {
    let journal = Journal()
    let controller = JournalController("A", journal: journal)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(journal.entries.isEmpty)
    let view = controller.view
    #expect(journal.lifecycle == ["A.loadView", "A.viewDidLoad"])
    #expect(controller.isViewLoaded)
    #expect(controller.view === view)
    _ = controller.view
    #expect(journal.lifecycle == ["A.loadView", "A.viewDidLoad"])
  }

  // UIKit: a loadView override that assigns `view` supplies the root view.
  @Test("loadView can supply a custom root view")
  func customRootView() {
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let controller = JournalController("A", journal: Journal(), customView: custom)
    #expect(controller.view === custom)
  }

  // UIKit: loadViewIfNeeded() loads without returning the view.
  @Test("loadViewIfNeeded loads once")
  func loadViewIfNeeded() {
    let journal = Journal()
    let controller = JournalController("A", journal: journal)
    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()
    #expect(journal.count("A.viewDidLoad") == 1)
    #expect(controller.isViewLoaded)
  }

  // UIKit: the root view's next responder is its view controller; the controller's is its
  // view's superview (the window for a root controller).
  @Test("Responder chain: root view → controller → window")
  func responderChain() {
    withUIKit { ui in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      ui.adopt(window)
      let controller = UIViewController()
      window.rootViewController = controller
      #expect(controller.view.next === controller)
      #expect(controller.next === window)
    }
  }

  // UIKit: set as the root of a key window, the controller loads its view, then gets
  // viewWillAppear and viewDidAppear, in that order, once each.
  @Test("As the root of a visible window: viewDidLoad, viewWillAppear, viewDidAppear")
  func appearsAsRoot() {
    withUIKit { ui in
      let window = ui.makeWindow()
      let journal = Journal()
      let controller = JournalController("A", journal: journal)
      window.rootViewController = controller
      #expect(
        journal.lifecycle == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
      #expect(controller.isVisible)
      #expect(controller.view.superview === window)
    }
  }

  // UIKit: appearance means on screen. A root controller set on a window that is not yet
  // visible loads its view, and appears when the window is made key and visible.
  @Test("Root of a hidden window: appears only at makeKeyAndVisible")
  func appearsWithWindow() {
    withUIKit { ui in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      ui.adopt(window)
      let journal = Journal()
      let controller = JournalController("A", journal: journal)
      window.rootViewController = controller
      #expect(!journal.entries.contains("A.viewWillAppear"))
      window.makeKeyAndVisible()
      #expect(journal.count("A.viewWillAppear") == 1)
      #expect(journal.count("A.viewDidAppear") == 1)
      #expect(journal.lifecycle.last == "A.viewDidAppear")
    }
  }

  // UIKit: replacing the root: the old controller gets will- then didDisappear, the new
  // one will- then didAppear, each once; the old one starts disappearing before the new one
  // has appeared; the old view leaves the window and the new one fills it.
  @Test("Replacing the root: disappearance of the old, appearance of the new")
  func replaced() {
    withUIKit { ui in
      let window = ui.makeWindow()
      let journal = Journal()
      let a = JournalController("A", journal: journal)
      let b = JournalController("B", journal: journal)
      window.rootViewController = a
      journal.entries = []
      window.rootViewController = b
      for entry in [
        "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
      ] {
        #expect(journal.count(entry) == 1, "\(entry) in \(journal.entries)")
      }
      #expect(journal.count("A.viewDidLoad") == 0)
      #expect(journal.index("A.viewWillDisappear")! < journal.index("A.viewDidDisappear")!)
      #expect(journal.index("B.viewWillAppear")! < journal.index("B.viewDidAppear")!)
      #expect(journal.index("A.viewWillDisappear")! < journal.index("B.viewDidAppear")!)
      #expect(a.viewIfLoaded?.superview == nil)
      #expect(b.view.superview === window)
      #expect(b.view.frame == window.bounds)
      #expect(!a.isVisible)
      #expect(b.isVisible)
    }
  }

  // UIKit: the window holds its root view controller strongly and only it; a replaced
  // controller nobody else holds is deallocated (with its view).
  @Test("A replaced root controller is deallocated")
  func replacedIsReleased() {
    withUIKit { ui in
      let window = ui.makeWindow()
      weak var weakController: UIViewController?
      weak var weakView: UIView?
      do {
        let controller = JournalController("A", journal: Journal())
        let field = ui.addConstrained(UIView(), to: controller.view)
        NSLayoutConstraint.activate([
          field.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 150),
          field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
          field.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
          field.heightAnchor.constraint(equalToConstant: 80),
        ])
        window.rootViewController = controller
        window.layoutIfNeeded()
        weakController = controller
        weakView = controller.view
      }
      #expect(weakController != nil)
      window.rootViewController = UIViewController()
      #expect(weakController == nil)
      #expect(weakView == nil)
    }
  }

  // The same after the controller animated something: running animations are over and
  // must not keep it alive.
  @Test("A replaced root controller that animated is deallocated after its animation")
  func replacedAfterAnimationIsReleased() {
    withUIKit { ui in
      let window = ui.makeWindow()
      weak var weakController: UIViewController?
      do {
        let controller = UIViewController()
        window.rootViewController = controller
        let view = controller.view!
        UIView.animate(
          withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { _ in _ = view })
        weakController = controller
      }
      UIKitRuntime.current.settle()
      window.rootViewController = nil
      #expect(weakController == nil)
    }
  }

  // UIKit: "viewWillLayoutSubviews: Called to notify the view controller that its view is
  // about to layout its subviews"; viewDidLayoutSubviews after. They bracket the root
  // view's layoutSubviews in each pass that lays the root view out.
  @Test("viewWillLayoutSubviews / viewDidLayoutSubviews bracket the root view's layoutSubviews")
  func layoutCallbacks() {
    withUIKit { ui in
      let window = ui.makeWindow()
      let journal = Journal()
      let view = JournalView(frame: .zero)
      view.journal = journal
      let controller = JournalController("A", journal: journal, customView: view)
      window.rootViewController = controller
      window.layoutIfNeeded()
      let layout = journal.entries.filter { $0.contains("Layout") || $0.contains("layout") }
      #expect(
        layout == ["A.viewWillLayoutSubviews", "view.layoutSubviews", "A.viewDidLayoutSubviews"])
      journal.entries = []
      controller.view.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(
        journal.entries == [
          "A.viewWillLayoutSubviews", "view.layoutSubviews", "A.viewDidLayoutSubviews",
        ])
    }
  }
}

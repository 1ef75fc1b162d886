import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A view that records the hierarchy callbacks UIKit sends it, with what it sees then.
private final class RecordingView: UIView {
  var events: [String] = []
  var windowsSeen: [UIWindow?] = []
  var superviewsSeen: [UIView?] = []

  override func willMove(toSuperview newSuperview: UIView?) {
    events.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
  }
  override func didMoveToSuperview() {
    events.append("didMoveToSuperview")
    superviewsSeen.append(superview)
  }
  override func didMoveToWindow() {
    events.append("didMoveToWindow")
    windowsSeen.append(window)
  }
  override func didAddSubview(_ subview: UIView) { events.append("didAddSubview") }
  override func willRemoveSubview(_ subview: UIView) { events.append("willRemoveSubview") }
}

@MainActor
@Suite("UIView hierarchy", .serialized, .uikitRuntime)
struct UIViewHierarchyTests {
  // UIKit: addSubview(_:) "adds a view to the end of the receiver's list of subviews",
  // i.e. on top of its siblings, and sets its superview.
  @Test("addSubview appends on top and sets superview")
  func addSubviewAppends() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    #expect(parent.subviews.count == 2)
    #expect(parent.subviews[0] === a)
    #expect(parent.subviews[1] === b)
    #expect(a.superview === parent)
    #expect(b.superview === parent)
  }

  // UIKit: insertSubview(_:at:) inserts at that index of `subviews` (0 is the back).
  @Test("insertSubview(_:at:) inserts at the index")
  func insertAtIndex() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    parent.addSubview(a)
    parent.addSubview(c)
    parent.insertSubview(b, at: 1)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    let d = UIView()
    parent.insertSubview(d, at: 0)
    #expect(parent.subviews.first === d)
  }

  // UIKit: insertSubview(_:aboveSubview:) / (_:belowSubview:) put the view directly
  // above / below the sibling in the subviews array.
  @Test("insertSubview above/below a sibling, for a view new to the parent")
  func insertAboveBelowNew() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    parent.addSubview(a)
    parent.addSubview(c)
    parent.insertSubview(b, aboveSubview: a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    let d = UIView()
    parent.insertSubview(d, belowSubview: a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [d, a, b, c].map(ObjectIdentifier.init))
  }

  // UIKit: the same calls on a view that already is a subview move it to directly
  // above / below the sibling. [a, b, c]: a above b → [b, a, c]; a below c → [b, a, c].
  @Test("insertSubview(_:aboveSubview:) moves an existing subview to directly above the sibling")
  func insertAboveMovesExisting() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    for v in [a, b, c] { parent.addSubview(v) }
    parent.insertSubview(a, aboveSubview: b)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
  }

  @Test("insertSubview(_:belowSubview:) moves an existing subview to directly below the sibling")
  func insertBelowMovesExisting() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    for v in [a, b, c] { parent.addSubview(v) }
    parent.insertSubview(a, belowSubview: c)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
  }

  // UIKit: bringSubviewToFront moves the subview to the end of `subviews`,
  // sendSubviewToBack to the start; a view that is not a subview is ignored.
  @Test("bringSubviewToFront / sendSubviewToBack reorder; a stranger is ignored")
  func bringAndSend() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    for v in [a, b, c] { parent.addSubview(v) }
    parent.bringSubviewToFront(a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    parent.sendSubviewToBack(c)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    let stranger = UIView()
    parent.bringSubviewToFront(stranger)
    #expect(parent.subviews.count == 3)
    #expect(stranger.superview == nil)
  }

  // UIKit: "Views can have only one superview. If view already has a superview and that
  // view is not the receiver, this method removes the previous superview."
  @Test("Adding a view that has another superview moves it")
  func addMovesFromOldSuperview() {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1)
    #expect(child.superview === second)
  }

  // UIKit: removeFromSuperview unlinks the view; on a view with no superview it does nothing.
  @Test("removeFromSuperview unlinks; without a superview it is a no-op")
  func removeFromSuperview() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    a.removeFromSuperview()
    #expect(a.superview == nil)
    #expect(parent.subviews.count == 1)
    #expect(parent.subviews[0] === b)
    a.removeFromSuperview()
    #expect(a.superview == nil)
    #expect(parent.subviews.count == 1)
  }

  // UIKit: `window` is the view's window, nil when the view is not in a window.
  @Test("window is the window of the hierarchy, nil off screen")
  func windowProperty() {
    withUIKit { ui in
      let window = ui.makeWindow()
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      #expect(child.window == nil)
      window.addSubview(parent)
      #expect(parent.window === window)
      #expect(child.window === window)
      parent.removeFromSuperview()
      #expect(child.window == nil)
    }
  }

  // UIKit: isDescendant(of:) is true for the view itself and for its ancestors' subtrees.
  @Test("isDescendant(of:) is true for self and ancestors only")
  func isDescendant() {
    let root = UIView()
    let mid = UIView()
    let leaf = UIView()
    let sibling = UIView()
    root.addSubview(mid)
    mid.addSubview(leaf)
    root.addSubview(sibling)
    #expect(leaf.isDescendant(of: leaf))
    #expect(leaf.isDescendant(of: mid))
    #expect(leaf.isDescendant(of: root))
    #expect(!mid.isDescendant(of: leaf))
    #expect(!leaf.isDescendant(of: sibling))
    #expect(!sibling.isDescendant(of: mid))
  }

  // UIKit: viewWithTag(_:) searches the receiver itself and then its subviews, depth first.
  @Test("viewWithTag finds the receiver first, then subviews depth first, nil when absent")
  func viewWithTag() {
    let root = UIView()
    let a = UIView()
    let a1 = UIView()
    let b = UIView()
    root.addSubview(a)
    a.addSubview(a1)
    root.addSubview(b)
    root.tag = 1
    a1.tag = 7
    b.tag = 7
    #expect(root.viewWithTag(1) === root)
    #expect(root.viewWithTag(7) === a1)
    #expect(b.viewWithTag(7) === b)
    #expect(root.viewWithTag(99) == nil)
    #expect(a.viewWithTag(1) == nil)
  }

  // UIKit: willMove(toSuperview:) comes before, didMoveToSuperview after the change (the
  // superview is already set, or nil after a removal); the superview gets
  // didAddSubview(_:) after adding and willRemoveSubview(_:) before removing.
  @Test("willMove/didMoveToSuperview and didAddSubview/willRemoveSubview")
  func superviewCallbacks() {
    let parent = RecordingView()
    let child = RecordingView()
    parent.addSubview(child)
    #expect(child.events == ["willMove(toSuperview:)", "didMoveToSuperview"])
    #expect(child.superviewsSeen.count == 1)
    #expect(child.superviewsSeen[0] === parent)
    #expect(parent.events == ["didAddSubview"])
    child.events = []
    parent.events = []
    child.removeFromSuperview()
    #expect(child.events == ["willMove(toSuperview: nil)", "didMoveToSuperview"])
    #expect(child.superviewsSeen.count == 2)
    #expect(child.superviewsSeen[1] == nil)
    #expect(parent.events == ["willRemoveSubview"])
  }

  // UIKit: didMoveToWindow is sent to the view and every view of its subtree when the
  // window changes, with `window` already the new one; not when the window stays nil.
  @Test("didMoveToWindow reaches the whole subtree with the new window, and nil on removal")
  func windowCallbacks() {
    withUIKit { ui in
      let window = ui.makeWindow()
      let parent = RecordingView()
      let child = RecordingView()
      parent.addSubview(child)
      #expect(!child.events.contains("didMoveToWindow"))
      window.addSubview(parent)
      #expect(parent.windowsSeen.count == 1)
      #expect(child.windowsSeen.count == 1)
      #expect(parent.windowsSeen.last! === window)
      #expect(child.windowsSeen.last! === window)
      parent.removeFromSuperview()
      #expect(child.windowsSeen.count == 2)
      #expect(child.windowsSeen.last! == nil)
    }
  }

  // UIKit: after any move, the last didMoveToWindow a view received agrees with its
  // `window`. Moving a view between two superviews of the same window keeps it in
  // that window.
  @Test("Moving a view between superviews of one window leaves it told it is in that window")
  func moveWithinWindow() {
    withUIKit { ui in
      let window = ui.makeWindow()
      let left = UIView()
      let right = UIView()
      let child = RecordingView()
      window.addSubview(left)
      window.addSubview(right)
      left.addSubview(child)
      right.addSubview(child)
      #expect(child.window === window)
      #expect(child.windowsSeen.last.flatMap { $0 } === window)
    }
  }
}

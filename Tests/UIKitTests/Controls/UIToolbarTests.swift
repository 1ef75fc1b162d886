import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Items use the 17-point font: 8.5 points per ASCII character with the fixed-width
/// measurer, so "Done" is 34 wide and "Cancel" 51. The bar is 390 wide: items start 16
/// from its left and end 16 from its right.
@Suite("UIToolbar", .serialized, .uikitRuntime)
@MainActor
struct UIToolbarTests {
  func toolbar(_ items: [UIBarButtonItem]) -> UIToolbar {
    let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    bar.items = items
    return bar
  }

  func frames(_ bar: UIToolbar) -> [CGRect] { bar.itemFrames.map { $0.frame } }

  @Test("sizeToFit gives the bar iOS's 44 points, and so does its intrinsic height")
  func height() {
    let bar = UIToolbar()
    bar.sizeToFit()
    #expect(bar.frame.height == 44)
    #expect(UIToolbar().intrinsicContentSize.height == 44)
    #expect(UIToolbar().intrinsicContentSize.width == UIView.noIntrinsicMetric)
    let wide = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
    wide.sizeToFit()
    #expect(wide.frame.size == CGSize(width: 320, height: 44))
  }

  @Test("A flexible space pushes Done to the right margin")
  func flexibleThenDone() {
    let bar = toolbar([.flexibleSpace(), UIBarButtonItem(systemItem: .done)])
    // 390 − 16 − 34 = 340.
    #expect(frames(bar)[1] == CGRect(x: 340, y: 0, width: 34, height: 44))
    #expect(frames(bar)[0] == CGRect(x: 16, y: 0, width: 324, height: 44))
  }

  @Test("Cancel on the left, Done on the right")
  func cancelAndDone() {
    let bar = toolbar([
      UIBarButtonItem(systemItem: .cancel), UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(systemItem: .done),
    ])
    #expect(frames(bar)[0] == CGRect(x: 16, y: 0, width: 51, height: 44))
    #expect(frames(bar)[2] == CGRect(x: 340, y: 0, width: 34, height: 44))
  }

  @Test("Items side by side are 8 apart; a fixed space is its width; two flexible spaces centre")
  func spacing() {
    let a = UIBarButtonItem(title: "A")
    let b = UIBarButtonItem(title: "B")
    #expect(frames(toolbar([a, b])).map { $0.minX } == [16, 32.5])  // 16 + 8.5 + 8
    let c = UIBarButtonItem(title: "C")
    let d = UIBarButtonItem(title: "D")
    #expect(frames(toolbar([c, .fixedSpace(20), d]))[2].minX == 44.5)  // 16 + 8.5 + 20
    let e = UIBarButtonItem(title: "E")
    // (390 − 32 − 8.5) / 2 = 174.75 each side: E at 16 + 174.75.
    #expect(frames(toolbar([.flexibleSpace(), e, .flexibleSpace()]))[1].minX == 190.75)
    let wide = UIBarButtonItem(title: "W")
    wide.width = 100
    #expect(frames(toolbar([wide]))[0] == CGRect(x: 16, y: 0, width: 100, height: 44))
  }

  @Test("Titles are drawn in the tint colour, Done semibold, a disabled item dimmed")
  func drawsItems() throws {
    let save = UIBarButtonItem(title: "Save")
    save.isEnabled = false
    let bar = toolbar([
      UIBarButtonItem(systemItem: .cancel), .flexibleSpace(), save, UIBarButtonItem(systemItem: .done),
    ])
    bar.tintColor = .systemRed
    let texts = drawing(of: bar).commands.compactMap { command -> (String, CGRect, UIFont, UIColor)? in
      if case .text(let s, let frame, let font, let color, _) = command { return (s, frame, font, color) }
      return nil
    }
    #expect(texts.map { $0.0 } == ["Cancel", "Save", "Done"])
    let cancel = try #require(texts.first)
    // Centred in its 44-point item: the 17-point line is 20 high, so 12 from the top.
    #expect(cancel.1.origin == CGPoint(x: 16, y: 12))
    #expect(cancel.2 == .systemFont(ofSize: 17))
    #expect(cancel.3 == .systemRed)
    #expect(texts[1].3 == .tertiaryLabel)
    #expect(texts[2].2 == .systemFont(ofSize: 17, weight: .semibold))
    #expect(texts[2].1.origin.x == 340)
    // The bar's own chrome fills it.
    #expect(drawing(of: bar).fills.first?.0 == CGRect(x: 0, y: 0, width: 390, height: 44))
  }

  @Test("Tapping an enabled item runs its primary action; a disabled one does nothing")
  func taps() {
    var ran: [String] = []
    let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in ran.append("done") })
    let cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in ran.append("cancel") })
    cancel.isEnabled = false
    let bar = toolbar([cancel, .flexibleSpace(), done])
    tap(bar, at: CGPoint(x: 357, y: 22))
    tap(bar, at: CGPoint(x: 40, y: 22))
    tap(bar, at: CGPoint(x: 200, y: 22))  // The flexible space.
    #expect(ran == ["done"])
    cancel.isEnabled = true
    tap(bar, at: CGPoint(x: 40, y: 22))
    #expect(ran == ["done", "cancel"])
  }

  @Test("Target–action items send their action to the target, held weakly, with the item as sender")
  func targetAction() {
    final class Form {
      var senders: [UIBarButtonItem] = []
      func done(_ sender: UIBarButtonItem) { senders.append(sender) }
      func cancel() { senders.append(UIBarButtonItem()) }
    }
    var form: Form? = Form()
    let done = UIBarButtonItem(
      barButtonSystemItem: .done, target: form, action: Selector("done:", Form.done(_:)))
    let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: form, action: Selector("cancel", Form.cancel))
    #expect(done.title == "Done")
    #expect(done.style == .done)
    #expect(done.action == Selector("done:"))
    let bar = toolbar([cancel, .flexibleSpace(), done])
    tap(bar, at: CGPoint(x: 357, y: 22))
    #expect(form?.senders.count == 1)
    #expect(form?.senders.first === done)
    tap(bar, at: CGPoint(x: 40, y: 22))
    #expect(form?.senders.count == 2)
    weak let gone = form
    form = nil
    #expect(gone == nil, "an item does not keep its target")
    #expect(done.target == nil)
    // Its target gone, the action goes up the responder chain, where nothing has it.
    tap(bar, at: CGPoint(x: 357, y: 22))
  }

  @Test("An item shows its action's title; system items their own; menus are kept")
  func titles() {
    let send = UIBarButtonItem(primaryAction: UIAction(title: "Send") { _ in })
    #expect(send.shownTitle == "Send")
    #expect(UIBarButtonItem(systemItem: .edit).title == "Edit")
    #expect(UIBarButtonItem(systemItem: .done).style == .done)
    #expect(UIBarButtonItem(title: "Plain").style == .plain)
    let menu = UIMenu(title: "More", children: [UIAction(title: "One") { _ in }])
    let more = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
    #expect(more.menu === menu)
    #expect(menu.children.count == 1)
    // UIBarItem is an NSObject, as on iOS.
    let item: NSObject = more
    #expect(item.isEqual(more))
  }

  @Test("A custom view is placed in its slot")
  func customView() {
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    let bar = toolbar([.flexibleSpace(), UIBarButtonItem(customView: label)])
    bar.layoutIfNeeded()
    // 390 − 16 − 60 = 314; centred vertically: (44 − 20) / 2 = 12.
    #expect(label.superview === bar)
    #expect(label.frame == CGRect(x: 314, y: 12, width: 60, height: 20))
  }
}

import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UISearchBar", .serialized, .uikitRuntime)
@MainActor
struct UISearchBarTests {
  /// Records what a search bar delegate was asked and told, in order.
  final class Delegate: UISearchBarDelegate {
    var calls: [String] = []
    var shouldBegin = true
    var shouldEnd = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
      calls.append("shouldBegin")
      return shouldBegin
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
      calls.append("shouldEnd")
      return shouldEnd
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("change(\(searchText))") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
  }

  func makeBar(width: CGFloat = 320) -> UISearchBar {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: width, height: 56))
    hostInWindow(bar)
    bar.layoutIfNeeded()
    return bar
  }

  @Test("56 points high, its 36-point field 8 in from the sides and 10 down; Cancel takes 67 from the field")
  func layout() {
    let bar = makeBar()
    #expect(bar.intrinsicContentSize.height == 56)
    #expect(bar.sizeThatFits(.zero) == CGSize(width: 320, height: 56))
    // 320 − 2 × 8 = 304 wide; (56 − 36) / 2 = 10 from the top.
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
    bar.showsCancelButton = true
    bar.layoutIfNeeded()
    // 304 − 67 = 237.
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 237, height: 36))
    let cancel = bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" }
    #expect(cancel?.isHidden == false)
    #expect(cancel.map { $0.frame.maxX } == 312)
    bar.setShowsCancelButton(false, animated: true)
    bar.layoutIfNeeded()
    #expect(cancel?.isHidden == true)
    #expect(bar.searchTextField.frame.width == 304)
  }

  @Test("The field: placeholder \"Search\", the Search key greyed out while empty, the clear button while editing")
  func fieldDefaults() {
    let bar = UISearchBar()
    #expect(bar.placeholder == "Search")
    bar.placeholder = "Search Groceries"
    #expect(bar.searchTextField.placeholder == "Search Groceries")
    #expect(bar.searchTextField.returnKeyType == .search)
    #expect(bar.returnKeyType == .search)
    #expect(bar.enablesReturnKeyAutomatically)
    #expect(bar.searchTextField.clearButtonMode == .whileEditing)
    #expect(bar.searchTextField.leftViewMode == .always)
    bar.autocapitalizationType = .none
    bar.keyboardType = .webSearch
    #expect(bar.searchTextField.autocapitalizationType == .none)
    #expect(bar.searchTextField.keyboardType == .webSearch)
  }

  @Test(
    "Drawn as iOS draws the field: a tertiarySystemFill rounded rectangle, 9-point corners, placeholder after the glass"
  )
  func drawing() {
    let bar = makeBar()
    let field = bar.searchTextField
    let canvas = UIKitTests.drawing(of: field)
    #expect(
      canvas.commands.contains(
        .fill(
          CGRect(x: 8, y: 10, width: 304, height: 36), cornerRadius: 9, color: .tertiarySystemFill,
          context: .init(clip: nil, alpha: 1, clipped: false))))
    // In the bar's coordinates (the field is at 8, 10); the text starts after the
    // 30-point glass.
    #expect(field.textRect(forBounds: field.bounds).minX == 30)
  }

  @Test("Editing: shouldBegin, didBegin; each user edit tells textDidChange; text set in code tells nothing")
  func editingCalls() {
    withControls { _ in
      let bar = makeBar()
      let delegate = Delegate()
      bar.delegate = delegate
      #expect(bar.becomeFirstResponder())
      #expect(bar.isFirstResponder)
      #expect(bar.searchTextField.isFirstResponder)
      bar.searchTextField.insertText("t")
      bar.searchTextField.insertText("e")
      bar.searchTextField.deleteBackward()
      #expect(bar.text == "t")
      bar.text = "code"
      #expect(delegate.calls == ["shouldBegin", "didBegin", "change(t)", "change(te)", "change(t)"])
      delegate.calls = []
      bar.searchTextField.insertText("\n")
      #expect(delegate.calls == ["search"])
      #expect(bar.isFirstResponder)
      delegate.calls = []
      delegate.shouldEnd = false
      #expect(!bar.resignFirstResponder())
      delegate.shouldEnd = true
      #expect(bar.resignFirstResponder())
      #expect(delegate.calls == ["shouldEnd", "shouldEnd", "didEnd"])
    }
  }

  @Test("searchBarShouldBeginEditing returning false keeps the field from editing")
  func shouldBeginRefuses() {
    withControls { _ in
      let bar = makeBar()
      let delegate = Delegate()
      delegate.shouldBegin = false
      bar.delegate = delegate
      #expect(!bar.becomeFirstResponder())
      #expect(!bar.isFirstResponder)
      #expect(delegate.calls == ["shouldBegin"])
    }
  }

  @Test("A tap on Cancel tells the delegate, and nothing else happens to a bar without a search controller")
  func cancelTap() {
    withControls { _ in
      let bar = makeBar()
      let delegate = Delegate()
      bar.delegate = delegate
      bar.showsCancelButton = true
      bar.layoutIfNeeded()
      bar.text = "milk"
      let cancel = bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" }!
      tap(cancel, at: CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY))
      #expect(delegate.calls == ["cancel"])
      #expect(bar.text == "milk")
      #expect(bar.showsCancelButton)
    }
  }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// A search screen that handles Return with target–action and no delegate: the search
/// field's `.editingDidEndOnExit` target runs the search, and the filter field's
/// target is the field itself with `UIResponder.resignFirstResponder` as its action,
/// the one-line "close the keyboard on Return" of many answers.
private final class ReturnSearchController: UIViewController {
  let searchField = UITextField(frame: CGRect(x: 20, y: 80, width: 335, height: 44))
  let filterField = UITextField(frame: CGRect(x: 20, y: 140, width: 335, height: 44))
  var searches: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    searchField.borderStyle = .roundedRect
    searchField.returnKeyType = .search
    searchField.autocapitalizationType = .none
    searchField.addTarget(
      self, action: Selector("searchSubmitted:", Self.searchSubmitted(_:)), for: .editingDidEndOnExit)
    view.addSubview(searchField)
    filterField.borderStyle = .roundedRect
    filterField.returnKeyType = .done
    filterField.addTarget(
      filterField, action: Selector("resignFirstResponder", UIResponder.resignFirstResponder),
      for: .editingDidEndOnExit)
    view.addSubview(filterField)
  }

  func searchSubmitted(_ sender: UITextField) {
    searches.append(sender.text ?? "")
  }
}

@MainActor
@Suite struct ReturnKeyTargetTests {
  @Test(arguments: Devices.all)
  func returnSendsTheExitActionAndTheFieldResigns(device: DeviceProfile) throws {
    let screen = ReturnSearchController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.searchField)
    try tester.settle()
    // Apple, `UIControl.Event.editingDidEndOnExit`: "A touch ending an editing session
    // in a UITextField object": the action runs, then the field resigns by itself.
    try tester.typeOnKeyboard("swift\n")
    #expect(screen.searches == ["swift"])
    #expect(tester.firstResponder == nil)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == nil)

    // The same with the field as the target of UIKit's own method.
    try tester.tap(screen.filterField)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))
    try tester.tapKey(.returnKey)
    #expect(tester.firstResponder == nil)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == nil)
    #expect(screen.searches == ["swift"])
  }
}

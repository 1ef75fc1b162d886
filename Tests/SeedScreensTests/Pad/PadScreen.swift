import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTesting

/// The screens the lab ships, as `keyboard-lab` registers them: the three seeds and the
/// checkout demo, each with the text input a person taps first.
enum PadScreen: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case todo, login, memo, checkout

  var testDescription: String { rawValue }

  @MainActor
  func makeController() -> UIViewController {
    switch self {
    case .todo: TodoAddViewController()
    case .login: LoginViewController()
    case .memo: MemoViewController()
    case .checkout: CheckoutTabBarController()
    }
  }

  /// The input tapped first: the todo's title, the email, the memo, the checkout's name.
  @MainActor
  func input(under root: UIView) -> UIView {
    switch self {
    case .todo: TodoAddViews(root).field
    case .login: LoginViews(root).email
    case .memo: MemoViews(root).textView
    case .checkout: root.only(UITextField.self, "the name field") { $0.placeholder == "Full name" }
    }
  }
}

/// The controller whose root view a view is, as the view sees it: the view's next
/// responder, told before and after the view lays out its subviews. `UIViewController`
/// conforms.
@MainActor
protocol OwningViewController: UIResponder {
  func viewWillLayoutSubviews()
  func viewDidLayoutSubviews()
}

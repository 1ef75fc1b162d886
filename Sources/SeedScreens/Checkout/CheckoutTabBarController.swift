import Foundation
import UIKit

/// The lab's fourth screen, not from a seed post: a shop as apps build one, a tab bar
/// controller whose first tab is a navigation controller with the cart and, pushed on it,
/// the checkout form, where the screen opens (as an app restores the step a person was on).
/// "‹ Cart" pops to the cart, whose Checkout button pushes the form again; the form's
/// shipping row presents the address sheet.
public final class CheckoutTabBarController: UITabBarController {
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    let shop = UINavigationController()
    shop.setViewControllers([CartViewController(), CheckoutViewController()], animated: false)
    shop.tabBarItem = UITabBarItem(title: "Shop", image: nil, tag: 0)
    let orders = OrdersViewController()
    orders.tabBarItem = UITabBarItem(title: "Orders", image: nil, tag: 1)
    viewControllers = [shop, orders]
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

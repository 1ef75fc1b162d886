// keyboard-lab: the lab with the seed screens, registered as a user registers their own
// (KeyboardLabApp does the rest).
import KeyboardLab
import SeedScreens

MainActor.assumeIsolated {
  KeyboardLabApp.main(screens: [
    LabScreen("todo", title: "Todo") { TodoAddViewController() },
    LabScreen("login", title: "Login") { LoginViewController() },
    LabScreen("memo", title: "Memo") { MemoViewController() },
    LabScreen("checkout", title: "Checkout") { CheckoutTabBarController() },
  ])
}

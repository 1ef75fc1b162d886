@_spi(Testing) import KeyboardLab
import SeedScreens

/// The seeds as `keyboard-lab` registers them, for tests of what reads the lab's screens.
public enum SeedLabScreens {
  public static func register() {
    AppScreens.addMissing([
      LabScreen("todo", title: "Todo") { TodoAddViewController() },
      LabScreen("login", title: "Login") { LoginViewController() },
      LabScreen("memo", title: "Memo") { MemoViewController() },
    ])
  }
}

import KeyboardLab
import ProfileScreens
import SeedScreens
import UIKit

// The profile form first (the default screen), then the seeds to compare it with.
MainActor.assumeIsolated {
  KeyboardLabApp.main(screens: [
    LabScreen("profile") { ProfileViewController() },
    LabScreen("todo", title: "Todo") { TodoAddViewController() },
    LabScreen("login", title: "Login") { LoginViewController() },
    LabScreen("memo", title: "Memo") { MemoViewController() },
  ])
}

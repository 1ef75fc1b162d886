import KeyboardLab
import ProfileScreens
import UIKit

MainActor.assumeIsolated {
  KeyboardLabApp.main(screens: [LabScreen("profile") { ProfileViewController() }])
}

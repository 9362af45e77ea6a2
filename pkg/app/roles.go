package app

// Roles, from most to least powerful. 'user' is the session role of Google
// sign-ins (spec §6) and acts as an analyst until an admin changes it.
const (
	RoleOwner   = "owner"
	RoleAdmin   = "admin"
	RoleManager = "manager"
	RoleAnalyst = "analyst"
	RoleViewer  = "viewer"
	RoleUser    = "user"
)

// InviteRoles are the roles an invitation may grant (spec §3).
var InviteRoles = []string{RoleAdmin, RoleManager, RoleAnalyst, RoleViewer}

// Action is something a role may or may not do.
type Action int

// The actions roles are checked for.
const (
	ActionRead           Action = iota // read anything in the organization
	ActionAnalyze                      // run checks, tests and analyses
	ActionManageCampaign               // create, edit, delete campaigns and assets
	ActionManageRules                  // edit the BRD rule list
	ActionAdminister                   // credentials, invitations, settings
)

var roleRank = map[string]int{
	RoleViewer: 0, RoleAnalyst: 1, RoleUser: 1, RoleManager: 2, RoleAdmin: 3, RoleOwner: 4,
}

var actionRank = map[Action]int{
	ActionRead: 0, ActionAnalyze: 1, ActionManageCampaign: 2, ActionManageRules: 2, ActionAdminister: 3,
}

// Can reports whether the role may perform the action. Unknown roles may
// only read.
func Can(role string, action Action) bool {
	return roleRank[role] >= actionRank[action]
}

// require returns ErrForbidden unless the principal may perform the action.
func (p *Principal) require(action Action) error {
	if !Can(p.User.Role, action) {
		return Forbidden("your role (%s) does not allow this", p.User.Role)
	}
	return nil
}

// Require returns ErrForbidden unless the principal may perform the action.
// Handlers call it before reading a large upload; use cases check again.
func (p *Principal) Require(action Action) error { return p.require(action) }

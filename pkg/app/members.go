package app

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// OrganizationView is the caller's organization as answered (spec §3) with
// its member count.
type OrganizationView struct {
	store.Organization
	MemberCount int `json:"memberCount"`
}

// Member is one row of the organization's team list (spec §3: userId,
// name, email, role, status), active or invited.
type Member struct {
	UserID       string     `json:"userId"`
	Name         string     `json:"name"`
	Email        string     `json:"email"`
	Role         string     `json:"role"`
	Status       string     `json:"status"` // active or invited
	Provider     string     `json:"provider,omitempty"`
	Picture      string     `json:"picture,omitempty"`
	LastSignInAt *time.Time `json:"lastSignInAt,omitempty"`
	JoinedAt     time.Time  `json:"joinedAt"`
}

// ownOrganization returns ErrNotFound unless orgID is the caller's: another
// organization's data is not forbidden, it does not exist for the caller.
func (p *Principal) ownOrganization(orgID string) error {
	if orgID != p.Org.ID {
		return NotFound("organization")
	}
	return nil
}

// Organization returns the caller's organization with its member count.
func (a *App) Organization(ctx context.Context, p *Principal) (OrganizationView, error) {
	users, err := a.store.ListUsers(ctx, p.Org.ID)
	if err != nil {
		return OrganizationView{}, err
	}
	return OrganizationView{Organization: p.Org, MemberCount: len(users)}, nil
}

// ListMembers returns a page of the organization's members, then its
// pending invitations.
func (a *App) ListMembers(ctx context.Context, p *Principal, orgID string, pg PageRequest) (Page[Member], error) {
	if err := p.ownOrganization(orgID); err != nil {
		return Page[Member]{}, err
	}
	users, err := a.store.ListUsers(ctx, p.Org.ID)
	if err != nil {
		return Page[Member]{}, err
	}
	invites, err := a.store.ListInvites(ctx, p.Org.ID)
	if err != nil {
		return Page[Member]{}, err
	}
	out := make([]Member, 0, len(users)+len(invites))
	for _, u := range users {
		name := strings.TrimSpace(u.FirstName + " " + u.LastName)
		out = append(out, Member{UserID: u.ID, Name: name, Email: u.Email, Role: u.Role, Status: "active",
			Provider: u.Provider, Picture: u.Picture, LastSignInAt: u.LastSignInAt, JoinedAt: u.CreatedAt})
	}
	for _, inv := range invites {
		out = append(out, Member{UserID: inviteMemberID(inv.Email), Name: inv.Name, Email: inv.Email, Role: inv.Role,
			Status: "invited", JoinedAt: inv.CreatedAt})
	}
	// Members by user ID (creation order), then invitations by e-mail.
	return pageByKey(out, pg, func(m Member) string {
		if m.Status == "invited" {
			return "i" + m.Email
		}
		return "m" + m.UserID
	})
}

// invitePrefix marks the member ID of a pending invitation.
const invitePrefix = "invite:"

func inviteMemberID(email string) string { return invitePrefix + email }

// inviteCodePrefix starts every invitation code.
const inviteCodePrefix = "pinv_"

// inviteRecord is an invitation as the audit trail keeps it: without the
// code's hash.
func inviteRecord(inv store.Invite) store.Invite {
	inv.CodeHash = ""
	return inv
}

// Invitation is what POST /api/users/create carries. The inviter is always
// the signed-in user, whatever the body says.
type Invitation struct {
	Email string `json:"email"`
	Name  string `json:"name"`
	Role  string `json:"role"`
}

// SentInvitation is a new invitation with its code, which exists only here:
// the store keeps its hash, so the inviter sees the code once.
type SentInvitation struct {
	Member
	Code      string
	ExpiresAt time.Time
}

// InviteUser records an invitation to the caller's organization with a new
// single-use code valid for InviteTTL: the e-mail joins with the role
// (default analyst) when it registers with the code or signs in with
// Google. Inviting the same e-mail again replaces the code (the old link
// stops working). Admins and owners invite.
func (a *App) InviteUser(ctx context.Context, p *Principal, in Invitation) (SentInvitation, error) {
	if err := p.require(ActionAdminister); err != nil {
		return SentInvitation{}, err
	}
	if strings.TrimSpace(in.Email) == "" || strings.TrimSpace(in.Name) == "" {
		return SentInvitation{}, Invalid("Email and name are required")
	}
	email, err := normaliseEmail(in.Email)
	if err != nil {
		return SentInvitation{}, err
	}
	name, err := cleanName("Name", in.Name, true)
	if err != nil {
		return SentInvitation{}, err
	}
	role := strings.ToLower(strings.TrimSpace(in.Role))
	if role == "" {
		role = RoleAnalyst
	}
	if !slices.Contains(InviteRoles, role) {
		return SentInvitation{}, Invalid("Role must be one of admin, manager, analyst or viewer")
	}
	if _, err := a.store.FindUserByEmail(ctx, email); err == nil {
		return SentInvitation{}, &Error{Kind: ErrConflict, Msg: "A user with this e-mail already has an account"}
	} else if !errors.Is(err, store.ErrNotFound) {
		return SentInvitation{}, err
	}
	if old, err := a.store.GetInvite(ctx, email); err == nil && old.OrganizationID != p.Org.ID {
		return SentInvitation{}, &Error{Kind: ErrConflict, Msg: "This e-mail has a pending invitation to another organization"}
	}
	now := a.now().UTC()
	code := auth.NewToken(inviteCodePrefix)
	inv := store.Invite{Email: email, Name: name, OrganizationID: p.Org.ID, Role: role, InvitedBy: p.User.ID, CreatedAt: now,
		CodeHash: auth.HashToken(code), ExpiresAt: now.Add(InviteTTL)}
	err = a.inTx(ctx, func(tx store.Tx) error {
		if err := tx.PutInvite(ctx, inv); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "member.invite", "invite", email, nil, inviteRecord(inv))
	})
	if err != nil {
		return SentInvitation{}, err
	}
	m := Member{UserID: inviteMemberID(email), Name: name, Email: email, Role: role, Status: "invited", JoinedAt: inv.CreatedAt}
	return SentInvitation{Member: m, Code: code, ExpiresAt: inv.ExpiresAt}, nil
}

// ChangeRole sets a member's role (or a pending invitation's). Admins and
// owners change roles; only an owner makes or unmakes an owner; the last
// owner cannot be demoted.
func (a *App) ChangeRole(ctx context.Context, p *Principal, orgID, memberID, role string) (Member, error) {
	if err := p.ownOrganization(orgID); err != nil {
		return Member{}, err
	}
	if err := p.require(ActionAdminister); err != nil {
		return Member{}, err
	}
	role = strings.ToLower(strings.TrimSpace(role))
	if role != RoleOwner && !slices.Contains(InviteRoles, role) {
		return Member{}, Invalid("Role must be one of owner, admin, manager, analyst or viewer")
	}
	if email, ok := strings.CutPrefix(memberID, invitePrefix); ok {
		inv, err := a.ownInvite(ctx, p, email)
		if err != nil {
			return Member{}, err
		}
		if role == RoleOwner {
			return Member{}, Invalid("An invitation cannot make an owner; change the role once the user has joined")
		}
		old := inv
		inv.Role = role
		err = a.inTx(ctx, func(tx store.Tx) error {
			if err := tx.PutInvite(ctx, inv); err != nil {
				return err
			}
			return a.record(ctx, tx, p, "member.role", "invite", email, inviteRecord(old), inviteRecord(inv))
		})
		if err != nil {
			return Member{}, err
		}
		return Member{UserID: memberID, Name: inv.Name, Email: inv.Email, Role: role, Status: "invited", JoinedAt: inv.CreatedAt}, nil
	}
	u, err := a.store.GetUser(ctx, p.Org.ID, memberID)
	if err != nil {
		return Member{}, notFoundAs(err, "member")
	}
	if (role == RoleOwner || u.Role == RoleOwner) && p.User.Role != RoleOwner {
		return Member{}, Forbidden("Only an owner can change who owns the organization")
	}
	demoting := u.Role == RoleOwner && role != RoleOwner
	old := userRecord(u)
	u.Role = role
	err = a.inTx(ctx, func(tx store.Tx) error {
		if demoting {
			if err := keepAnOwner(ctx, tx, p.Org.ID, u.ID); err != nil {
				return err
			}
		}
		if err := tx.PutUser(ctx, u); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "member.role", "user", u.ID, old, userRecord(u))
	})
	if err != nil {
		return Member{}, err
	}
	return Member{UserID: u.ID, Name: strings.TrimSpace(u.FirstName + " " + u.LastName), Email: u.Email, Role: u.Role,
		Status: "active", Provider: u.Provider, LastSignInAt: u.LastSignInAt, JoinedAt: u.CreatedAt}, nil
}

// RemoveMember removes a member (ending their sessions) or withdraws an
// invitation. The last owner cannot be removed; only an owner removes an
// owner.
func (a *App) RemoveMember(ctx context.Context, p *Principal, orgID, memberID string) error {
	if err := p.ownOrganization(orgID); err != nil {
		return err
	}
	if err := p.require(ActionAdminister); err != nil {
		return err
	}
	if email, ok := strings.CutPrefix(memberID, invitePrefix); ok {
		inv, err := a.ownInvite(ctx, p, email)
		if err != nil {
			return err
		}
		return a.inTx(ctx, func(tx store.Tx) error {
			if err := tx.DeleteInvite(ctx, email); err != nil {
				return err
			}
			return a.record(ctx, tx, p, "member.uninvite", "invite", email, inviteRecord(inv), nil)
		})
	}
	u, err := a.store.GetUser(ctx, p.Org.ID, memberID)
	if err != nil {
		return notFoundAs(err, "member")
	}
	if u.Role == RoleOwner {
		if p.User.Role != RoleOwner {
			return Forbidden("Only an owner can remove an owner")
		}
	}
	return a.inTx(ctx, func(tx store.Tx) error {
		if u.Role == RoleOwner {
			if err := keepAnOwner(ctx, tx, p.Org.ID, u.ID); err != nil {
				return err
			}
		}
		if err := tx.DeleteUser(ctx, p.Org.ID, u.ID); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "member.remove", "user", u.ID, userRecord(u), nil)
	})
}

// keepAnOwner refuses a change that would leave the organization without
// an owner: some owner other than leaving must remain. It reads inside the
// change's transaction, so two owners cannot demote each other at once.
func keepAnOwner(ctx context.Context, tx store.Tx, orgID, leaving string) error {
	users, err := tx.ListUsers(ctx, orgID)
	if err != nil {
		return err
	}
	for _, u := range users {
		if u.Role == RoleOwner && u.ID != leaving {
			return nil
		}
	}
	return &Error{Kind: ErrConflict, Msg: "The organization's last owner cannot be removed or demoted; make another member owner first"}
}

func (a *App) ownInvite(ctx context.Context, p *Principal, email string) (store.Invite, error) {
	inv, err := a.store.GetInvite(ctx, email)
	if errors.Is(err, store.ErrNotFound) || (err == nil && inv.OrganizationID != p.Org.ID) {
		return store.Invite{}, NotFound("invitation")
	}
	return inv, err
}

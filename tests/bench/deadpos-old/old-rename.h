/* SPDX-License-Identifier: GPL-3.0-or-later */
/* old-rename.h — forced into every file of the old analyser's build (-include): its
 * external names get an "old_" prefix, so it links beside the current one. */
#pragma once

#define ab_deadpos_new old_ab_deadpos_new
#define ab_deadpos_free old_ab_deadpos_free
#define ab_deadpos_set_node_limit old_ab_deadpos_set_node_limit
#define ab_deadpos_analyse old_ab_deadpos_analyse
#define ab_deadpos_can_mate old_ab_deadpos_can_mate
#define ab_deadpos_is_dead old_ab_deadpos_is_dead
#define _ab_deadpos_entry old_ab_deadpos_entry
#define _ab_deadpos_new_generation old_ab_deadpos_new_generation
#define _ab_deadpos_reach_proves old_ab_deadpos_reach_proves
#define _ab_deadpos_may_freeze old_ab_deadpos_may_freeze
#define _ab_deadpos_settled old_ab_deadpos_settled
#define _ab_deadpos_helpmate old_ab_deadpos_helpmate
#define _ab_deadpos_exhaust old_ab_deadpos_exhaust
#define _ab_reach_compute old_ab_reach_compute
#define _ab_reach_may_help old_ab_reach_may_help
#define _ab_reach_cannot_mate old_ab_reach_cannot_mate
#define _ab_material_cannot_mate old_ab_material_cannot_mate
#define _ab_material_needs_defender_promotion old_ab_material_needs_defender_promotion
